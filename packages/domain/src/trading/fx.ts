import { type Currency, convert, isCurrency, roundMoney } from '../money/currency.ts';
import { Decimal } from '../money/decimal.ts';
import type { FxNote } from '../money/ledger.ts';
import { ACCOUNT_CURRENCY } from './terms.ts';

/**
 * An instrument's quote currency and the rate that turns it into the account currency (docs/design.md §4-§5):
 * `rate` is USD per one unit of `currency`. USD itself has rate 1 and needs no FX note.
 */
export interface Fx {
  readonly currency: Currency;
  readonly rate: Decimal;
}

export const USD_FX: Fx = Object.freeze({ currency: ACCOUNT_CURRENCY, rate: Decimal.ONE });

/** An amount in the account currency, with the FX note the ledger checks when it was converted. */
export interface AccountAmount {
  amount: Decimal;
  fx?: FxNote;
}

/**
 * `amountLocal` (in `fx.currency`) in USD, rounded once half-up to the cent. For another currency the FX note records
 * the exact local amount and the rate, so `convert(fromAmount, rate, 'USD')` reproduces the amount (FX_MISMATCH).
 */
export function toAccount(amountLocal: Decimal, fx: Fx): AccountAmount {
  if (fx.currency === ACCOUNT_CURRENCY) {
    if (!fx.rate.eq(Decimal.ONE))
      throw new RangeError(`The rate of ${ACCOUNT_CURRENCY} to itself must be 1, got ${fx.rate}`);
    return { amount: roundMoney(amountLocal, ACCOUNT_CURRENCY) };
  }
  const amount = convert(amountLocal, fx.rate, ACCOUNT_CURRENCY);
  return { amount, fx: { fromCurrency: fx.currency, fromAmount: amountLocal, rate: fx.rate } };
}

/** The same amount with the opposite sign (its FX note too), e.g. the house's side of a user's P&L. */
export function negateAmount(value: AccountAmount): AccountAmount {
  const amount = value.amount.neg();
  return value.fx === undefined ? { amount } : { amount, fx: { ...value.fx, fromAmount: value.fx.fromAmount.neg() } };
}

/**
 * The FX a currency pair's price gives: 'EURUSD' at p → EUR at rate p; 'USDHKD' at p → HKD at rate 1/p, divided to
 * 18 decimals (the rate used and written on entries, so it is exact as written). Undefined when the pair has no USD
 * side or its other currency is not one the ledger knows.
 */
export function fxFromPair(pairCode: string, price: Decimal): Fx | undefined {
  if (!/^[A-Z]{6}$/.test(pairCode)) return undefined;
  if (!price.isPositive()) throw new RangeError(`${pairCode} price must be positive, got ${price}`);
  const base = pairCode.slice(0, 3);
  const quote = pairCode.slice(3);
  if (quote === ACCOUNT_CURRENCY && base !== ACCOUNT_CURRENCY && isCurrency(base)) {
    return { currency: base, rate: price };
  }
  if (base === ACCOUNT_CURRENCY && quote !== ACCOUNT_CURRENCY && isCurrency(quote)) {
    return { currency: quote, rate: Decimal.ONE.div(price, { scale: 18 }) };
  }
  return undefined;
}

/** One quoted currency pair, e.g. { code: 'USDJPY', price: 156.123 } (the caller picks the price: bid, ask or mid). */
export interface PairQuote {
  code: string;
  price: Decimal;
}

/**
 * The FX for `currency` from the pairs available: USD is rate 1; otherwise its pair against USD, either way round.
 * Undefined when no pair quotes it (e.g. KRW, BRL, CNY: not tradable).
 */
export function fxFor(currency: string, pairs: readonly PairQuote[]): Fx | undefined {
  if (currency === ACCOUNT_CURRENCY) return USD_FX;
  if (!isCurrency(currency)) return undefined;
  for (const pair of pairs) {
    if (pair.code === `${currency}${ACCOUNT_CURRENCY}` || pair.code === `${ACCOUNT_CURRENCY}${currency}`) {
      return fxFromPair(pair.code, pair.price);
    }
  }
  return undefined;
}
