import { describe, expect, it } from 'vitest';
import { userAccount } from '../money/accounts.ts';
import type { Decimal } from '../money/decimal.ts';
import { applyJournal, balanceOf } from '../money/ledger.ts';
import { fxFromPair, USD_FX } from './fx.ts';
import { tradeCloseTx } from './journals.ts';
import { closeSettlement } from './settlement.ts';
import { D, str } from './test-fixtures.ts';

// Long 10 @ 100, contract size 1, margin 200, closed at 70: P&L −300, fee 1 (700 × 0.1 % = 0.70 < 1).
// credit = 200 − 300 − 1 = −101.
const position = (mode: 'isolated' | 'cross') => ({
  side: 'long' as const,
  mode,
  entryPrice: D('100'),
  quantity: 10,
  contractSize: '1',
  margin: D('200'),
});

function ledgerAfter(available: string, mode: 'isolated' | 'cross') {
  const s = closeSettlement({
    position: position(mode),
    quantity: 10,
    exitPrice: D('70'),
    fx: USD_FX,
    available: D(available),
  });
  const before = new Map<string, Decimal>([
    ['user:1:stock:available@USD', D(available)],
    ['user:1:stock:used@USD', D('200')],
  ]);
  const tx = tradeCloseTx('1', 'stock', s);
  if (!tx) throw new Error('nothing moved');
  const after = applyJournal(before, tx);
  return { s, tx, after };
}

describe('negative-balance protection: a user never owes more than the account holds', () => {
  it.each([
    // mode       available  credit  write-off  available after   (working)
    ['cross', '500', '-101', '0', '399'], // 500 − 101: the cash covers the loss
    ['cross', '101', '-101', '0', '0'], // exactly covered
    ['cross', '10', '-101', '91', '0'], // 10 − 101 = −91: 91 written off, the user ends at 0
    ['cross', '0', '-101', '101', '0'],
    ['isolated', '10', '-101', '101', '10'], // only the margin was at risk: the cash is untouched
    ['isolated', '500', '-101', '101', '500'],
  ] as const)('%s with %s available: credit %s, write-off %s, ends %s', (mode, available, credit, writeOff, ends) => {
    const { s, after } = ledgerAfter(available, mode);
    expect([str(s.credit), str(s.writeOff), str(s.availableChange.add(D(available)))]).toEqual([
      credit,
      writeOff,
      ends,
    ]);
    expect(balanceOf(after, userAccount('1', 'stock', 'available')).toString()).toBe(ends);
    expect(balanceOf(after, userAccount('1', 'stock', 'used')).toString()).toBe('0');
    expect(balanceOf(after, 'house:writeoffs').toString()).toBe(D(writeOff).neg().toString());
  });

  it('books the loss to house trading, the fee to house fees and the deficit to house write-offs', () => {
    const { tx } = ledgerAfter('10', 'cross');
    // used −200; available −10; house trading +300; fees +1; write-offs −91: sums to 0.
    expect(tx.kind).toBe('trade_close');
    expect(tx.entries.map((e) => [e.account, e.amount.toString()])).toEqual([
      ['user:1:stock:used', '-200'],
      ['user:1:stock:available', '-10'],
      ['house:trading', '300'],
      ['house:fees', '1'],
      ['house:writeoffs', '-91'],
    ]);
  });

  it('a profitable close pays out and writes nothing off', () => {
    // Exit 130: P&L +300, fee 1.3; credit 200 + 300 − 1.3 = 498.7.
    const s = closeSettlement({
      position: position('isolated'),
      quantity: 10,
      exitPrice: D('130'),
      fx: USD_FX,
      available: D('0'),
    });
    expect([s.pnl.amount, s.fee, s.credit, s.writeOff, s.availableChange].map(str)).toEqual([
      '300',
      '1.3',
      '498.7',
      '0',
      '498.7',
    ]);
  });

  it('an HK stock settles in USD with the rate on the house entry', () => {
    const fx = fxFromPair('USDHKD', D('7.8'));
    if (!fx) throw new Error('no HKD');
    // 100 Tencent @ 388.2 HKD, margin 995.39; closed at 380: P&L −820 HKD = −105.128205… → −105.13 USD;
    // notional 38000 HKD = 4871.79 USD, fee 4.8717… → 4.88; credit 995.39 − 105.13 − 4.88 = 885.38.
    const s = closeSettlement({
      position: {
        side: 'long',
        mode: 'cross',
        entryPrice: D('388.2'),
        quantity: 100,
        contractSize: '1',
        margin: D('995.39'),
      },
      quantity: 100,
      exitPrice: D('380'),
      fx,
      available: D('0'),
    });
    expect([s.pnl.amount, s.notional.amount, s.fee, s.credit, s.writeOff].map(str)).toEqual([
      '-105.13',
      '4871.79',
      '4.88',
      '885.38',
      '0',
    ]);
    const tx = tradeCloseTx('1', 'stock', s);
    const house = tx?.entries.find((e) => e.account === 'house:trading');
    expect(house?.amount.toString()).toBe('105.13');
    expect(house?.fx).toEqual({ fromCurrency: 'HKD', fromAmount: D('820'), rate: fx.rate });
  });
});
