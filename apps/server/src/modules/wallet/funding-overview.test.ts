import { Decimal, type DecimalInput, houseAccount, type JournalTx, userAccount } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';
import { expectLedgerSound, signUpFunded } from '../../testing/money.ts';
import { post, withMoneyTx } from '../ledger/service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Interest or P&L booked to a user's wallet: positive credits the user, negative debits. */
async function book(kind: 'interest' | 'pnl', userId: number, wallet: 'balance' | 'stock', amount: DecimalInput) {
  const value = Decimal.from(amount);
  const tx: JournalTx = {
    kind,
    entries: [
      { account: houseAccount('cash'), amount: value.neg(), currency: 'USD' },
      { account: userAccount(String(userId), wallet), amount: value, currency: 'USD' },
    ],
  };
  await withMoneyTx(h.ctx, (trx) => post(trx, tx, { now: h.ctx.now(), userId }));
}

/** Moves the clock to the next 00:30 UTC. */
function toHalfPastMidnightUtc() {
  const now = h.ctx.now();
  h.advance(Math.ceil(now / DAY) * DAY + HOUR / 2 - now);
}

const overview = (token: string, input: Record<string, unknown> = {}) => h.call('getFundingOverview', input, { token });

describe('POST /userCenter/getFundingOverview', () => {
  it('answers zeros and today for a new user', async () => {
    const u = await signUp(h);
    const res = await overview(u.token);
    expect(res.body.data).toMatchObject({
      totalAmount: '0.00',
      todayProfit: '0.00',
      balance: '0.00',
      frozenAmount: '0.00',
      dailyInterest: '0.00',
      totalInterest: '0.00',
    });
    expect(res.body.data.thisDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('totals every wallet, frozen money included, and shows Balance as what is free in it', async () => {
    const u = await signUpFunded(h, '100');
    await h.call('transfer', { from: 'balance', to: 'stock', amount: '30' }, { token: u.token });
    await h.call('transfer', { from: 'stock', to: 'balance', amount: '12.5' }, { token: u.token });
    const res = await overview(u.token);
    expect(res.body.data).toMatchObject({ totalAmount: '100.00', balance: '70.00', todayProfit: '0.00' });
  });

  it("computes today's profit and interest from today's entries in the user's time zone", async () => {
    const u = await signUpFunded(h, '100');
    toHalfPastMidnightUtc();
    await book('interest', u.user.id, 'balance', '0.75');
    await book('pnl', u.user.id, 'stock', '2.10');
    await book('pnl', u.user.id, 'stock', '-0.60');
    h.advance(5 * HOUR); // 05:30 UTC: the same day in UTC, but 00:30 or 01:30 in New York, the day after the entries.
    await book('interest', u.user.id, 'balance', '0.25');

    const utc = (await overview(u.token, { timeZone: 'UTC' })).body.data;
    expect(utc).toMatchObject({
      totalAmount: '102.50',
      balance: '101.00',
      todayProfit: '2.50',
      dailyInterest: '1.00',
      totalInterest: '1.00',
    });
    const newYork = (await overview(u.token, { timeZone: 'America/New_York' })).body.data;
    expect(newYork).toMatchObject({ todayProfit: '0.25', dailyInterest: '0.25', totalInterest: '1.00' });

    const utcDate = (ms: number) => {
      const [y, m, d] = new Date(ms).toISOString().slice(0, 10).split('-');
      return `${m}/${d}/${y}`;
    };
    expect(utc.thisDate).toBe(utcDate(h.ctx.now()));
    expect(newYork.thisDate).toBe(utcDate(h.ctx.now()));
    const losAngeles = (await overview(u.token, { timeZone: 'America/Los_Angeles' })).body.data;
    expect(losAngeles).toMatchObject({ thisDate: utcDate(h.ctx.now() - DAY), todayProfit: '2.50' });
  });

  it.each([
    [{ timeZone: 'Nowhere/Special' }, 'timeZone: must be an IANA time zone such as America/New_York'],
    [{ timeZone: 5 }, 'timeZone: must be text'],
    [{ currency: 'USD' }, 'currency: is not a known field'],
  ])('refuses %j with 400', async (input, msg) => {
    const u = await signUp(h);
    expect((await overview(u.token, input)).body).toEqual({ code: 400, msg, data: null });
  });

  it('needs a login', async () => {
    expect((await h.call('getFundingOverview', {})).status).toBe(401);
  });
});
