import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseAccount, userAccount } from '../money/accounts.ts';
import { Decimal } from '../money/decimal.ts';
import { applyJournal, type Balances, type JournalTx } from '../money/ledger.ts';
import { robotRented, robotReturned } from './journals.ts';
import { rentalIncome } from './rental.ts';

const cents = (c: number) => Decimal.from(c).div(100);
const key = (account: string) => `${account}@USD`;

/** The robot's P&L settles against house trading, as a close does in the trading engine. */
function pnl(strategy: string, amount: Decimal): JournalTx {
  const house = houseAccount('trading');
  const robot = userAccount(strategy, 'stock');
  return {
    kind: 'trade_close',
    entries: [
      { account: robot, amount, currency: 'USD' },
      { account: house, amount: amount.neg(), currency: 'USD' },
    ],
  };
}

/**
 * Any rental with any sequence of gains and losses (never taking the robot's account below zero) and its end: the
 * renter ends with what they had less the fee plus the income, the house keeps the fee, the robot's account is
 * empty, and the ledger sums to zero.
 */
describe('robot rentals conserve money', () => {
  it('whatever the robot gains or loses before its end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.array(fc.integer({ min: -300_000, max: 300_000 }), { maxLength: 20 }),
        (amountC, feeC, spareC, moves) => {
          const renter = '7';
          const strategy = '9001';
          const robot = userAccount(strategy, 'stock');
          const start = cents(amountC + feeC + spareC);
          let balances: Balances = new Map([[key(userAccount(renter, 'balance')), start]]);
          const bal = (a: string) => balances.get(key(a)) ?? Decimal.ZERO;
          balances = applyJournal(balances, robotRented(renter, robot, cents(amountC), cents(feeC)));
          for (const m of moves) {
            const move = Decimal.max(cents(m), bal(robot).neg());
            if (!move.isZero()) balances = applyJournal(balances, pnl(strategy, move));
          }
          const back = bal(robot);
          if (back.isPositive()) balances = applyJournal(balances, robotReturned(robot, renter, back));
          const income = rentalIncome(cents(amountC), back);
          expect(bal(userAccount(renter, 'balance')).eq(start.sub(cents(feeC)).add(income))).toBe(true);
          expect(bal(houseAccount('robot_fees')).eq(cents(feeC))).toBe(true);
          expect(bal(robot).isZero()).toBe(true);
          expect(bal(houseAccount('trading')).eq(income.neg())).toBe(true);
          // Nothing made or lost: the balances still add up to what the renter started with.
          expect(Decimal.sum(balances.values()).eq(start)).toBe(true);
        },
      ),
    );
  });

  it('refuses a purchase the Balance cannot pay, and takes nothing', () => {
    const balances: Balances = new Map([[key(userAccount('7', 'balance')), Decimal.from('109.89')]]);
    expect(() => applyJournal(balances, robotRented('7', userAccount('9001', 'stock'), '100', '9.90'))).toThrow(
      /insufficient/i,
    );
    expect(balances.get(key(userAccount('7', 'balance')))?.toFixed(2)).toBe('109.89');
  });
});
