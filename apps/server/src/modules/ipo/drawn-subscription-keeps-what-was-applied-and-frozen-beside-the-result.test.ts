import type { IpoSubscription } from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { advanceTo, CBRS, createIpoHarness, ipoInvestor } from '../../testing/ipo.ts';
import { utc } from '../../testing/market.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';

/**
 * The IPO card after the draw (docs/decisions.md "IPO"): the list still answers what was applied for and frozen
 * (`amount`, `fee`), and beside it, from the draw's own rows, what the won shares cost (`allottedAmount`), the fee
 * charged on them (`chargedFee`), their sum paid and the refund; the IPO account's ledger balances agree to the cent.
 */
const add = (...xs: string[]) => xs.reduce((t, x) => t.add(x), Decimal.ZERO).toFixed(2);

describe('a drawn subscription keeps what was applied for and frozen beside what was won, charged and refunded', () => {
  let h: Harness;
  const applied: { token: string; deposit: string; sub: IpoSubscription }[] = [];
  const listed = async (token: string) => {
    const res = await h.call('ipoSubscriptions', { pageNo: 1, pageSize: 15 }, { token });
    expect(res.status, res.body.msg).toBe(200);
    const [only] = res.body.data.data;
    if (!only) throw new Error('no subscription listed');
    return only;
  };

  beforeAll(async () => {
    h = await createIpoHarness();
    // CBRS (28.00, lots of 100, more lots than applications): 40 lots, won in part. DBRX (85.00): five one-lot
    // applications against a small tranche, so some win nothing.
    for (const [code, lots, deposit] of [
      [CBRS, 40, '120000'],
      ...Array.from({ length: 5 }, () => ['DBRX', 1, '9000'] as const),
    ] as const) {
      const u = await ipoInvestor(h, deposit);
      const res = await h.call('ipoSubscribe', { stockCode: code, num: lots * 100 }, { token: u.token });
      expect(res.status, res.body.msg).toBe(200);
      applied.push({ token: u.token, deposit, sub: res.body.data });
    }
  });
  afterAll(async () => {
    await expectLedgerSound(h);
    await h.close();
  });

  it('before the draw nothing is allotted or charged: the amount and fee applied for are frozen', async () => {
    const [forty] = applied;
    const s = await listed(forty?.token ?? '');
    expect(s).toMatchObject({
      orderState: 0,
      amount: '112000.00',
      fee: '112.00',
      allottedAmount: '0.00',
      chargedFee: '0.00',
      actualAmount: '0.00',
      pendingAmount: '112112.00',
      refund: '0.00',
    });
  });

  it('after the draw answers the amount and fee applied for, the allotted amount, the fee charged, paid and refund', async () => {
    advanceTo(h, utc(2026, 11, 25, 5, 1));
    await h.ipo.sweep();
    const results: IpoSubscription[] = [];
    for (const a of applied) {
      const s = await listed(a.token);
      results.push(s);
      // What was applied for and frozen, as the subscription answered it.
      expect([s.planNum, s.amount, s.fee]).toEqual([a.sub.planNum, a.sub.amount, a.sub.fee]);
      // The IPO account's ledger: the allotted amount is what stays frozen (until the listing), and the deposit less
      // the allotted amount and the fee charged is what is available again.
      const ipo = await wallet(h, a.token, 'ipo');
      expect(ipo.usedBalance).toBe(s.allottedAmount);
      expect(ipo.balance).toBe(Decimal.from(a.deposit).sub(s.allottedAmount).sub(s.chargedFee).toFixed(2));
      // Each figure once: allotted + charged = paid, paid + refund = what was frozen.
      expect(add(s.allottedAmount, s.chargedFee)).toBe(s.actualAmount);
      expect(add(s.actualAmount, s.refund)).toBe(add(s.amount, s.fee));
      expect(s.pendingAmount).toBe(s.allottedAmount);
    }

    // Won in part: 40 lots applied for, fewer won, each at the issue price; 0.1 % of what they cost charged.
    const [forty] = results;
    expect(forty?.orderState).toBe(1);
    expect(forty?.equityNum).toBeGreaterThan(0);
    expect(forty?.equityNum).toBeLessThan(4000);
    expect(forty?.allottedAmount).toBe(
      Decimal.from('28')
        .mul(forty?.equityNum ?? 0)
        .toFixed(2),
    );
    expect(forty?.chargedFee).toBe(
      Decimal.from(forty?.allottedAmount ?? '0')
        .div(1000)
        .toFixed(2),
    );
    expect(forty?.amount).toBe('112000.00');
    expect(forty?.fee).toBe('112.00');

    // Not allotted: the application and its frozen fee are still there; nothing allotted or charged, all refunded.
    const lost = results.find((s) => s.orderState === 2);
    expect(lost).toMatchObject({
      stockCode: 'DBRX',
      planNum: 100,
      equityNum: 0,
      amount: '8500.00',
      fee: '8.50',
      allottedAmount: '0.00',
      chargedFee: '0.00',
      actualAmount: '0.00',
      pendingAmount: '0.00',
      refund: '8508.50',
    });
  });

  it('once listed the figures stay as the draw left them, with nothing frozen', async () => {
    advanceTo(h, utc(2026, 11, 30, 5, 1));
    await h.ipo.sweep();
    const [forty] = applied;
    const s = await listed(forty?.token ?? '');
    expect(s.positionId).toBeGreaterThan(0);
    expect(s.pendingAmount).toBe('0.00');
    expect(s.amount).toBe('112000.00');
    expect(s.fee).toBe('112.00');
    expect(add(s.allottedAmount, s.chargedFee)).toBe(s.actualAmount);
    expect((await wallet(h, forty?.token ?? '', 'stock')).usedBalance).toBe(s.allottedAmount);
  });
});
