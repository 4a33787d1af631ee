import { ballot, Decimal, offeringSeed, publicTrancheLots, simulatedDemand } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { advanceTo, CBRS, createIpoHarness, ipoInvestor } from '../../testing/ipo.ts';
import { utc } from '../../testing/market.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { deliverDrawNotices, drawOffering, dueWork } from './service.ts';

/**
 * A draw settles its applications a chunk at a time, each chunk its own transaction. The process dies after the
 * first chunk; the next sweep finds the draw unsettled and finishes it: every application settled once, exactly as
 * one uninterrupted ballot over the same list allots.
 */
describe('a crash in the middle of a draw', () => {
  let h: Harness;
  /** Lots applied for: large applications get a share of what they ask, so the ballot decides something. */
  const lots = [1, 20, 300, 1500, 4000, 6000];
  const FUNDS = '20000000';
  const users: { token: string }[] = [];
  beforeAll(async () => {
    h = await createIpoHarness();
    for (const n of lots) {
      const u = await ipoInvestor(h, FUNDS);
      expect((await h.call('ipoSubscribe', { stockCode: CBRS, num: n * 100 }, { token: u.token })).status).toBe(200);
      users.push(u);
    }
    advanceTo(h, utc(2026, 11, 25, 6));
  });
  afterAll(async () => {
    await expectLedgerSound(h);
    await h.close();
  });

  const subscriptions = () =>
    h.ctx.db.selectFrom('ipo_subscriptions').selectAll().where('symbol', '=', CBRS).orderBy('id').execute();
  const drawTxs = async () =>
    (await h.ctx.db.selectFrom('journal_transactions').select('id').where('kind', '=', 'ipo_draw').execute()).length;
  const drawRow = () => h.ctx.db.selectFrom('ipo_draws').selectAll().where('symbol', '=', CBRS).executeTakeFirst();

  it('keeps the chunk settled before the crash and leaves the draw unsettled and due', async () => {
    await expect(
      drawOffering(h.ctx, CBRS, {
        chunkSize: 2,
        afterChunk: (chunk) => {
          if (chunk === 0) throw new Error('the process died here');
        },
      }),
    ).rejects.toThrow('the process died here');
    expect((await subscriptions()).map((s) => s.status === 'pending')).toEqual([false, false, true, true, true, true]);
    expect(await drawTxs()).toBe(1);
    expect(await drawRow()).toMatchObject({ settled_at: null, allotted_lots: 0 });
    const due = await dueWork(h.ctx);
    expect(due.draws).toContain(CBRS);
    expect(due.notices).not.toContain(CBRS);
    // Nobody is told anything until every application is settled.
    expect(await deliverDrawNotices(h.ctx, CBRS)).toBe(0);
  });

  it('is finished by the next sweep: the uninterrupted ballot, each application settled once', async () => {
    h.advance(5_000);
    await h.ipo.sweep();
    const o = h.ctx.market.instruments.ipo(CBRS);
    if (!o) throw new Error('no CBRS offering');
    const expected = ballot(lots, simulatedDemand(o), publicTrancheLots(o), offeringSeed(CBRS));
    const rows = await subscriptions();
    expect(rows.map((s) => s.won_quantity)).toEqual(Array.from(expected.allotted, (l) => l * 100));
    // The ballot decided: the smallest application won all it asked, the largest only part.
    expect(rows[0]?.won_quantity).toBe(100);
    expect(rows[5]?.won_quantity).toBeGreaterThan(0);
    expect(rows[5]?.won_quantity).toBeLessThan(600_000);
    // The other four in one chunk of the sweep's size.
    expect(await drawTxs()).toBe(2);
    expect(await drawRow()).toMatchObject({
      settled_at: h.ctx.now(),
      applications: 6,
      allotted_lots: expected.allottedLots,
      notified_at: h.ctx.now(),
    });
    // Each applicant's refund came back once: what is left is the funds less what was paid and the fee charged.
    for (const [i, row] of rows.entries()) {
      const spent = Decimal.from(row.paid).add(row.charged_fee);
      expect(await wallet(h, users[i]?.token ?? '', 'ipo')).toMatchObject({
        balance: Decimal.from(FUNDS).sub(spent).toFixed(2),
        usedBalance: Decimal.from(row.paid).toFixed(2),
      });
    }
  });

  it('does nothing when run again', async () => {
    expect(await drawOffering(h.ctx, CBRS)).toBeUndefined();
    expect(await drawTxs()).toBe(2);
  });
});
