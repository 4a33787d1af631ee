import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app.ts';
import type { Harness } from '../../testing/harness.ts';
import { advanceTo, CBRS, createIpoHarness, ipoInvestor, ipoMessagesOf } from '../../testing/ipo.ts';
import { utc } from '../../testing/market.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';

const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * Two nodes on one PostgreSQL database both find the draw and the listing due and run them at the same moment (as a
 * leader handing over mid-sweep could): the offering is drawn once and each holding opened once.
 */
describe.skipIf(!pgUrl)('the IPO draw in cluster mode', () => {
  let h: Harness;
  let second: BuiltApp;
  const tokens: string[] = [];
  beforeAll(async () => {
    h = await createIpoHarness();
    second = await buildApp(h.ctx.config, { now: h.ctx.now, logStream: { write() {} }, feedLoop: false });
    for (let i = 0; i < 4; i++) {
      const u = await ipoInvestor(h, '6000');
      expect((await h.call('ipoSubscribe', { stockCode: CBRS, num: 200 }, { token: u.token })).status).toBe(200);
      tokens.push(u.token);
    }
  });
  afterAll(async () => {
    await expectLedgerSound(h);
    await second.app.close();
    await h.close();
  });

  it('draws each offering once and opens each holding once when two nodes sweep together', async () => {
    advanceTo(h, utc(2026, 11, 25, 6));
    await Promise.all([h.ipo.sweep(), second.ipo.sweep(), h.ipo.sweep()]);
    const draws = await h.ctx.db.selectFrom('ipo_draws').select('symbol').where('symbol', '=', CBRS).execute();
    expect(draws).toHaveLength(1);
    const txs = await h.ctx.db.selectFrom('journal_transactions').select('id').where('kind', '=', 'ipo_draw').execute();
    expect(txs).toHaveLength(1);
    // Two lots applied for (5605.60 frozen): one lot won (2800 + 2.80 fee, 2802.80 back) or both (5600 + 5.60).
    const paid: string[] = [];
    for (const t of tokens) {
      const ipo = await wallet(h, t, 'ipo');
      expect([
        ['3197.20', '2800.00'],
        ['394.40', '5600.00'],
      ]).toContainEqual([ipo.balance, ipo.usedBalance]);
      paid.push(ipo.usedBalance);
    }

    advanceTo(h, utc(2026, 11, 30, 6));
    await Promise.all([second.ipo.sweep(), h.ipo.sweep()]);
    const positions = await h.ctx.db.selectFrom('positions').select('user_id').where('code', '=', CBRS).execute();
    expect(positions).toHaveLength(4);
    for (const [i, t] of tokens.entries()) {
      expect(await wallet(h, t, 'stock')).toMatchObject({ usedBalance: paid[i] });
      expect(await wallet(h, t, 'ipo')).toMatchObject({ usedBalance: '0.00' });
      // Both nodes delivered the notices at once: each result is in the inbox once.
      expect((await ipoMessagesOf(h, t, CBRS)).map((m) => m.title)).toEqual([
        'IPO result: CBRS',
        'IPO shares listed: CBRS',
      ]);
    }
  });
});
