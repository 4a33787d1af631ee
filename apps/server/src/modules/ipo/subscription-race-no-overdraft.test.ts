import { Decimal } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { createIpoHarness, ipoInvestor } from '../../testing/ipo.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';

describe('50 subscriptions at once on one IPO balance', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createIpoHarness();
  });
  afterAll(async () => {
    await expectLedgerSound(h);
    await h.close();
  });

  it('never overdraw it: at most one per offering, and only what the balance covers', async () => {
    // 10000 USD; one lot of CBRS 2802.80, DBRX 8508.50, RVLT 3603.60 (all open on 2026-11-20).
    const u = await ipoInvestor(h, '10000');
    const offerings = ['CBRS', 'DBRX', 'RVLT'];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        h.call('ipoSubscribe', { stockCode: offerings[i % 3] ?? 'CBRS', num: 100 }, { token: u.token }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    for (const r of results) expect([200, 409, 422]).toContain(r.status);
    const codes = ok.map((r) => r.body.data.stockCode);
    expect(new Set(codes).size).toBe(codes.length);
    const frozen = Decimal.sum(ok.map((r) => r.body.data.pendingAmount));
    expect(frozen.lte('10000')).toBe(true);
    const ipo = await wallet(h, u.token, 'ipo');
    expect(Decimal.from(ipo.usedBalance).eq(frozen)).toBe(true);
    expect(Decimal.from(ipo.balance).eq(Decimal.from('10000').sub(frozen))).toBe(true);
    expect(Decimal.from(ipo.balance).isNegative()).toBe(false);
    const listed = await h.call('ipoSubscriptions', {}, { token: u.token });
    expect(listed.body.data.total).toBe(ok.length);
    expect(ok.length).toBeGreaterThanOrEqual(1);
  });
});
