import { ballot, Decimal, offeringSeed, publicTrancheLots, simulatedDemand } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { advanceTo, createIpoHarness, ipoInvestor } from '../../testing/ipo.ts';
import { utc } from '../../testing/market.ts';
import { expectLedgerSound } from '../../testing/money.ts';
import { balances } from '../ledger/service.ts';
import { deliverDrawNotices, drawOffering, dueWork } from './service.ts';

/** DBRX: 85.00 USD, 100 shares a lot, draw 2026-11-25, listing 2026-12-01; oversubscribed, so lots go by lot. */
const DBRX = 'DBRX';
const APPLICANTS = 8;
const FUNDS = '9000';

/**
 * A draw settles its applications a chunk at a time, each chunk its own transaction. The process dies after the
 * second chunk; the next sweep finds the draw unsettled and finishes it: every application settled once, exactly as
 * one uninterrupted ballot over the same list allots (here some win their lot and some do not, by their place in it).
 */
describe('a crash in the middle of a draw', () => {
  let h: Harness;
  let expected: number[];
  const users: number[] = [];
  beforeAll(async () => {
    h = await createIpoHarness();
    for (let i = 0; i < APPLICANTS; i++) {
      const u = await ipoInvestor(h, FUNDS);
      expect((await h.call('ipoSubscribe', { stockCode: DBRX, num: 100 }, { token: u.token })).status).toBe(200);
      users.push(u.user.id);
    }
    const o = h.ctx.market.instruments.ipo(DBRX);
    if (!o) throw new Error('no DBRX offering');
    const lots = Array.from({ length: APPLICANTS }, () => 1);
    expected = Array.from(
      ballot(lots, simulatedDemand(o), publicTrancheLots(o), offeringSeed(DBRX)).allotted,
      (l) => l * 100,
    );
    // The ballot decides something here, at both ends of the list.
    expect(new Set(expected.slice(0, 4))).toEqual(new Set([0, 100]));
    expect(new Set(expected.slice(4))).toEqual(new Set([0, 100]));
    advanceTo(h, utc(2026, 11, 25, 6));
  });
  afterAll(async () => {
    await expectLedgerSound(h);
    await h.close();
  });

  const subscriptions = () =>
    h.ctx.db.selectFrom('ipo_subscriptions').selectAll().where('symbol', '=', DBRX).orderBy('id').execute();
  const drawTxs = async () =>
    (await h.ctx.db.selectFrom('journal_transactions').select('id').where('kind', '=', 'ipo_draw').execute()).length;
  const drawRow = () => h.ctx.db.selectFrom('ipo_draws').selectAll().where('symbol', '=', DBRX).executeTakeFirst();

  it('keeps the chunks settled before the crash, as the whole ballot allots, and leaves the draw due', async () => {
    await expect(
      drawOffering(h.ctx, DBRX, {
        chunkSize: 2,
        afterChunk: (chunk) => {
          if (chunk === 1) throw new Error('the process died here');
        },
      }),
    ).rejects.toThrow('the process died here');
    const rows = await subscriptions();
    expect(rows.map((s) => s.status === 'pending')).toEqual([false, false, false, false, true, true, true, true]);
    expect(rows.slice(0, 4).map((s) => s.won_quantity)).toEqual(expected.slice(0, 4));
    expect(await drawTxs()).toBe(2);
    expect(await drawRow()).toMatchObject({ settled_at: null, allotted_lots: 0 });
    const due = await dueWork(h.ctx);
    expect(due.draws).toContain(DBRX);
    expect(due.notices).not.toContain(DBRX);
    // Nobody is told anything until every application is settled.
    expect(await deliverDrawNotices(h.ctx, DBRX)).toBe(0);
  });

  it('opens no holding while the draw is unsettled, even on the listing date', async () => {
    advanceTo(h, utc(2026, 12, 1, 15));
    const due = await dueWork(h.ctx);
    expect(due.draws).toContain(DBRX);
    expect(due.listings).not.toContain(DBRX);
  });

  it('is finished by the next sweep: the uninterrupted ballot, each application settled once', async () => {
    await h.ipo.sweep();
    const rows = await subscriptions();
    expect(rows.map((s) => s.won_quantity)).toEqual(expected);
    // The other four in one chunk of the sweep's size.
    expect(await drawTxs()).toBe(3);
    const winners = expected.filter((w) => w > 0).length;
    expect(await drawRow()).toMatchObject({
      applications: APPLICANTS,
      allotted_lots: expect.any(Number),
      settled_at: expect.any(Number),
      notified_at: expect.any(Number),
    });
    // The sweep after opens each winner's holding, once (this one found the draw unsettled when it looked).
    h.advance(5_000);
    await h.ipo.sweep();
    await h.ipo.sweep();
    const holdings = await h.ctx.db.selectFrom('positions').select('user_id').where('code', '=', DBRX).execute();
    expect(holdings).toHaveLength(winners);
    // Each applicant's refund came back once: what is left is the funds less what was paid and the fee charged (the
    // sessions have expired by the listing date: read from the ledger).
    for (const [i, row] of rows.entries()) {
      const spent = Decimal.from(row.paid).add(row.charged_fee);
      const ipo = (await balances(h.ctx.db, users[i] ?? 0)).find((b) => b.kind === 'ipo');
      expect(ipo?.available.toFixed(2)).toBe(Decimal.from(FUNDS).sub(spent).toFixed(2));
    }
  });

  it('does nothing when run again', async () => {
    expect(await drawOffering(h.ctx, DBRX)).toBeUndefined();
    expect(await drawTxs()).toBe(3);
  });
});
