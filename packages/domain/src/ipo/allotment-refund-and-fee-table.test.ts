import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.ts';
import { fxFromPair, USD_FX } from '../trading/fx.ts';
import { allotmentSettlement, maxSubscription, subscriptionCost } from './costs.ts';

const d = Decimal.from;
const STRP = { issuePrice: d('48.00'), lotSize: 100, fx: USD_FX };
const HKD = fxFromPair('USDHKD', d('7.8'));
if (!HKD) throw new Error('no HKD rate');
const DJI = { issuePrice: d('88.00'), lotSize: 200, fx: HKD };

describe('IPO subscription amounts, fees and refunds (hand-computed)', () => {
  it.each([
    // shares, amount, fee (0.1 %, at least 1 USD, rounded up), total frozen
    [100, '4800', '4.8', '4804.8'],
    [300, '14400', '14.4', '14414.4'],
    [1000, '48000', '48', '48048'],
  ])('a USD offering: %i shares at 48.00 freeze %s + fee %s', (shares, amount, fee, total) => {
    const c = subscriptionCost(STRP, shares);
    expect(c.margin.toString()).toBe(amount);
    expect(c.fee.toString()).toBe(fee);
    expect(c.total.toString()).toBe(total);
  });

  it('an HKD offering is converted at the rate of the moment: 200 shares × 88 HKD = 17600 HKD = 2256.41 USD', () => {
    // 17600 / 7.8 = 2256.4102… → 2256.41 (half-up); fee 2.25641 → 2.26 (up).
    const c = subscriptionCost(DJI, 200);
    expect(c.margin.toString()).toBe('2256.41');
    expect(c.fee.toString()).toBe('2.26');
    expect(c.notional.fx?.fromAmount.toString()).toBe('17600');
  });

  it.each([
    // applied, won, paid, fee charged, refund (frozen 48048 = 48000 + 48)
    [1000, 1000, '48000', '48', '0'],
    [1000, 300, '14400', '14.4', '33633.6'],
    [1000, 0, '0', '0', '48048'],
  ])('applied %i, won %i: pays %s, fee %s, refund %s', (applied, won, paid, fee, refund) => {
    const c = subscriptionCost(STRP, applied);
    const a = allotmentSettlement(STRP, { amount: c.margin, fee: c.fee }, won);
    expect(a.paid.amount.toString()).toBe(paid);
    expect(a.fee.toString()).toBe(fee);
    expect(a.refund.toString()).toBe(refund);
  });

  it('charges the 1 USD minimum fee on a small allotment and refunds the rest of the frozen fee', () => {
    // 500 shares of a 4.00 offering freeze 2000 + fee 2; winning 100 shares pays 400 + max(0.40, 1) = 401.
    const cheap = { issuePrice: d('4.00'), lotSize: 100, fx: USD_FX };
    const c = subscriptionCost(cheap, 500);
    expect(c.total.toString()).toBe('2002');
    const a = allotmentSettlement(cheap, { amount: c.margin, fee: c.fee }, 100);
    expect([a.paid.amount.toString(), a.fee.toString(), a.refund.toString()]).toEqual(['400', '1', '1601']);
  });

  it('the most lots the funds cover include the fee: 10000 USD buys 2 lots of 48.00 × 100 (9609.60), not 3', () => {
    expect(maxSubscription(STRP, d('10000'))).toEqual({ lots: 2, shares: 200 });
    expect(maxSubscription(STRP, d('4804.79'))).toEqual({ lots: 0, shares: 0 });
    expect(maxSubscription(STRP, d('4804.80'))).toEqual({ lots: 1, shares: 100 });
  });
});
