import { Decimal } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { createIpoHarness, ipoInvestor } from '../../testing/ipo.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';

/**
 * One application to each of three offerings open on 2026-11-20, amount plus the 0.1 % fee (hand-computed). Any two
 * fit in 20000.00 (the dearest pair 16916.90), no three do (24124.10): the balance, not the one-per-offering rule,
 * decides that exactly one offering goes unfunded, whichever two requests get there first.
 */
const APPLICATIONS = [
  { stockCode: 'CBRS', name: 'Cerebras Systems Inc.', num: 300, cost: '8408.40', amount: '8400.00', fee: '8.40' },
  { stockCode: 'DBRX', name: 'Databricks, Inc.', num: 100, cost: '8508.50', amount: '8500.00', fee: '8.50' },
  { stockCode: 'RVLT', name: 'Revolut Ltd', num: 200, cost: '7207.20', amount: '7200.00', fee: '7.20' },
] as const;
const BALANCE = '20000.00';

describe('50 subscriptions at once on one IPO balance', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createIpoHarness();
  });
  afterAll(async () => {
    await expectLedgerSound(h);
    await h.close();
  });

  it('fund exactly two of three offerings: the third is refused for funds every time, and nothing is overdrawn', async () => {
    const u = await ipoInvestor(h, BALANCE);
    const sent = Array.from({ length: 50 }, (_, i) => APPLICATIONS[i % 3] ?? APPLICATIONS[0]);
    const results = await Promise.all(
      sent.map((a) => h.call('ipoSubscribe', { stockCode: a.stockCode, num: a.num }, { token: u.token })),
    );

    const won = results.flatMap((r) => (r.status === 200 ? [r.body.data] : []));
    expect(won).toHaveLength(2);
    const funded = APPLICATIONS.filter((a) => won.some((s) => s.stockCode === a.stockCode));
    expect(funded).toHaveLength(2);
    for (const a of funded) {
      expect(won.find((s) => s.stockCode === a.stockCode)).toMatchObject({
        planNum: a.num,
        amount: a.amount,
        fee: a.fee,
      });
    }
    const frozen = Decimal.sum(funded.map((a) => a.cost));
    const left = Decimal.from(BALANCE).sub(frozen);
    const unfunded = APPLICATIONS.find((a) => !funded.includes(a));
    if (!unfunded) throw new Error('one offering must go unfunded');

    // Every request for the unfunded offering meets the balance; the funded ones' others meet the one-per-offering rule.
    results.forEach((r, i) => {
      const a = sent[i] ?? APPLICATIONS[0];
      if (r.status === 200) return;
      if (a === unfunded) {
        expect([r.status, r.body.msg]).toEqual([
          422,
          `Insufficient funds in IPO: ${a.cost} needed (amount ${a.amount} + fee ${a.fee}), ${left.toFixed(2)} available`,
        ]);
      } else {
        expect([r.status, r.body.msg]).toEqual([409, `You have already subscribed to ${a.name}`]);
      }
    });
    expect(results.filter((r) => r.status === 422)).toHaveLength(sent.filter((a) => a === unfunded).length);

    expect(await wallet(h, u.token, 'ipo')).toMatchObject({ balance: left.toFixed(2), usedBalance: frozen.toFixed(2) });
    expect(left.isNegative()).toBe(false);
    const listed = await h.call('ipoSubscriptions', {}, { token: u.token });
    expect(listed.body.data.data.map((s) => s.stockCode).sort()).toEqual(funded.map((a) => a.stockCode).sort());
  });
});
