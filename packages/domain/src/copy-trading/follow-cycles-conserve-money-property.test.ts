import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceKey } from '../money/accounts.ts';
import { Decimal } from '../money/decimal.ts';
import { applyJournal } from '../money/ledger.ts';
import { followCancelTx, followPlaceTx, followSettlement, followSettleTx } from './settlement.ts';

const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => Decimal.from(c).div(100));

describe('any cycle of follow orders', () => {
  it('creates and destroys no money: what users, house copy trading and house fees hold always sums to zero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cents(10_000, 100_000_000), fc.boolean()), { minLength: 1, maxLength: 8 }),
        cents(1, 10_000_000),
        cents(-1_000_000, 20_000_000),
        fc.integer({ min: 0, max: 100 }).map((p) => Decimal.from(p).div(100)),
        (orders, start, end, rate) => {
          let books = new Map<string, Decimal>();
          orders.forEach(([amount], i) => {
            books.set(balanceKey(`user:${i}:follow:available`, 'USD'), amount);
          });
          const opening = Decimal.sum(books.values());
          orders.forEach(([amount, cancelled], i) => {
            books = applyJournal(books, followPlaceTx(String(i), amount));
            if (cancelled) {
              books = applyJournal(books, followCancelTx(String(i), amount));
              return;
            }
            const s = followSettlement({ amount, startEquity: start, endEquity: end, profitShareRate: rate });
            expect(s.pnl.gte(amount.neg())).toBe(true);
            expect(s.profitShare.isNegative()).toBe(false);
            if (!s.pnl.isPositive()) expect(s.profitShare.isZero()).toBe(true);
            books = applyJournal(books, followSettleTx(String(i), amount, s));
          });
          expect(Decimal.sum(books.values()).eq(opening)).toBe(true);
          for (const [key, value] of books) if (key.startsWith('user:')) expect(value.isNegative()).toBe(false);
        },
      ),
    );
  });
});
