import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follower } from '../../testing/copy-trading.ts';
import { CBRS, createIpoHarness, ipoInvestor } from '../../testing/ipo.ts';
import type { Harness } from '../../testing/harness.ts';
import { signUpFunded } from '../../testing/money.ts';
import { newStaffMember, newUser, STAFF_ENV, staffToken } from '../../testing/staff.ts';
import { ok } from '../../testing/trading-checks.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createIpoHarness({ ...STAFF_ENV, MARKET_ALWAYS_OPEN: 'true' });
  admin = await staffToken(h);
});
afterAll(async () => {
  await h.close();
});

describe('the offerings screens’ lists', () => {
  it('the IPO calendar shows each offering’s dates and state, and the applications and amounts users made', async () => {
    const a = await ipoInvestor(h, '20000', '10.7.0.1');
    const b = await ipoInvestor(h, '20000', '10.7.0.2');
    ok(await h.call('ipoSubscribe', { stockCode: CBRS, num: 300 }, { token: a.token }));
    ok(await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: b.token }));
    const page = ok(await h.call('staffIpoList', { q: 'cbrs' }, { token: admin }));
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      symbol: CBRS,
      state: 'subscribing',
      drawDate: '2026-11-25',
      listingDate: '2026-11-30',
      applications: 2,
      lots: 4,
      amount: '11200.00', // 400 shares × 28.00 USD
      allottedLots: null,
    });

    const all = ok(
      await h.call('staffIpoList', { sort: 'applications', order: 'desc', pageSize: 2 }, { token: admin }),
    );
    expect(all.data[0]?.symbol).toBe(CBRS);
    expect(all.data).toHaveLength(2);
    const subscribing = ok(await h.call('staffIpoList', { state: 'subscribing', pageSize: 100 }, { token: admin }));
    expect(subscribing.data.every((r) => r.state === 'subscribing')).toBe(true);
    const bad = await h.call('staffIpoList', { sort: 'price' } as never, { token: admin });
    expect(bad.body.msg).toBe('sort: must be one of listingDate, subscriptionStart, symbol, applications, amount');
  });

  it('institutions show their followers, what they follow with, returns and cycle state', async () => {
    const u = await follower(h, '3000');
    const first = ok(await h.call('institutionList', {}, { token: u.token }))[0];
    ok(await h.call('followCreate', { institutionId: first?.id ?? 0, amount: '1000' }, { token: u.token }));
    const page = ok(await h.call('staffInstitutionList', { sort: 'followers', order: 'desc' }, { token: admin }));
    expect(page.data[0]).toMatchObject({ id: first?.id, followers: 1, amount: '1000.00', strategy: 'running' });
    expect(['running', 'between']).toContain(page.data[0]?.cycleState);
    expect(page.data.length).toBeGreaterThan(1);
  });

  it('robots show their status, rentals and the amounts and fees they hold', async () => {
    const u = await signUpFunded(h, '5000');
    ok(await h.call('robotBuy', { robotId: 1, days: 7, amount: '1500' }, { token: u.token }));
    const page = ok(await h.call('staffRobotList', { sort: 'activeRentals', order: 'desc' }, { token: admin }));
    expect(page.data[0]).toMatchObject({ id: 1, status: 'rentable', activeRentals: 1, rentals: 1, amount: '1500.00' });
    expect(Number(page.data[0]?.fees)).toBeGreaterThan(0);
  });

  it('needs offerings.read: finance reads them; support, content and users are refused', async () => {
    const finance = await newStaffMember(h, 'finance');
    expect((await h.call('staffRobotList', {}, { token: finance.token })).status).toBe(200);
    for (const role of ['support', 'content'] as const) {
      const m = await newStaffMember(h, role);
      expect((await h.call('staffIpoList', {}, { token: m.token })).status).toBe(403);
    }
    const user = await newUser(h);
    expect((await h.call('staffInstitutionList', {}, { token: user.token })).status).toBe(403);
  });
});
