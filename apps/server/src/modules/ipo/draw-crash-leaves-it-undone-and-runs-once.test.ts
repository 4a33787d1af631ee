import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { advanceTo, CBRS, createIpoHarness, ipoInvestor } from '../../testing/ipo.ts';
import { utc } from '../../testing/market.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { drawOffering } from './service.ts';

describe('a crash in the middle of a draw', () => {
  let h: Harness;
  const tokens: string[] = [];
  beforeAll(async () => {
    h = await createIpoHarness();
    // 5 subscriptions, posted in chunks of 2: three journal transactions.
    for (let i = 0; i < 5; i++) {
      const u = await ipoInvestor(h, '3000');
      const res = await h.call('ipoSubscribe', { stockCode: CBRS, num: 100 }, { token: u.token });
      expect(res.status).toBe(200);
      tokens.push(u.token);
    }
    advanceTo(h, utc(2026, 11, 25, 6));
  });
  afterAll(async () => {
    await expectLedgerSound(h);
    await h.close();
  });

  const states = async () =>
    (await h.ctx.db.selectFrom('ipo_subscriptions').select('status').where('symbol', '=', CBRS).execute()).map(
      (r) => r.status,
    );

  it('leaves the offering not drawn at all: no result, no money moved, no draw recorded', async () => {
    await expect(
      drawOffering(h.ctx, CBRS, {
        chunkSize: 2,
        afterChunk: (chunk) => {
          if (chunk === 1) throw new Error('the process died here');
        },
      }),
    ).rejects.toThrow('the process died here');
    expect(new Set(await states())).toEqual(new Set(['pending']));
    expect(await h.ctx.db.selectFrom('ipo_draws').selectAll().where('symbol', '=', CBRS).execute()).toEqual([]);
    expect(await wallet(h, tokens[0] ?? '', 'ipo')).toMatchObject({ balance: '197.20', usedBalance: '2802.80' });
    const drawTxs = await h.ctx.db
      .selectFrom('journal_transactions')
      .select('id')
      .where('kind', '=', 'ipo_draw')
      .execute();
    expect(drawTxs).toEqual([]);
  });

  it('draws it when run again, and a third run does nothing', async () => {
    const notices = await drawOffering(h.ctx, CBRS, { chunkSize: 2 });
    expect(notices).toHaveLength(5);
    expect(new Set(await states())).toEqual(new Set(['won']));
    // Every one-lot application won its lot: 2800 paid (still frozen until listing) and the 2.80 fee charged.
    expect(await wallet(h, tokens[4] ?? '', 'ipo')).toMatchObject({ balance: '197.20', usedBalance: '2800.00' });
    const drawTxs = await h.ctx.db
      .selectFrom('journal_transactions')
      .select('id')
      .where('kind', '=', 'ipo_draw')
      .execute();
    expect(drawTxs).toHaveLength(3);
    expect(await drawOffering(h.ctx, CBRS)).toBeUndefined();
    expect(
      await h.ctx.db.selectFrom('journal_transactions').select('id').where('kind', '=', 'ipo_draw').execute(),
    ).toHaveLength(3);
  });
});
