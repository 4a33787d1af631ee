import { Decimal, type DecimalInput } from '../money/decimal.ts';
import { type FeeSchedule, tradeFee } from '../money/fees.ts';
import { type AccountAmount, type Fx, toAccount } from './fx.ts';
import { notional } from './pricing.ts';

/** notional / leverage, rounded up to the cent (docs/design.md §5). */
export function requiredMargin(notionalUsd: Decimal, leverage: number): Decimal {
  if (!Number.isSafeInteger(leverage) || leverage < 1) {
    throw new RangeError(`Leverage must be a whole number of at least 1, got ${leverage}`);
  }
  if (notionalUsd.isNegative()) throw new RangeError(`Notional must not be negative, got ${notionalUsd}`);
  return notionalUsd.div(leverage, { scale: 2, rounding: 'up' });
}

export interface OpenTerms {
  price: Decimal;
  quantity: number;
  contractSize: DecimalInput;
  fx: Fx;
  leverage: number;
  /** The fee schedule; default 0.1 %, minimum 1 USD. */
  fee?: FeeSchedule | undefined;
}

export interface OpenCost {
  /** price × quantity × contractSize in the quote currency. */
  notionalLocal: Decimal;
  /** The notional in USD (half-up to the cent), with its FX note when converted. */
  notional: AccountAmount;
  margin: Decimal;
  fee: Decimal;
  /** margin + fee: what opening takes from the available balance (or what a resting limit order freezes). */
  total: Decimal;
}

/** What opening `quantity` at `price` costs: the margin at `leverage` and the open fee, both on the USD notional. */
export function openCost(terms: OpenTerms): OpenCost {
  const notionalLocal = notional(terms.price, terms.quantity, terms.contractSize);
  const usd = toAccount(notionalLocal, terms.fx);
  const margin = requiredMargin(usd.amount, terms.leverage);
  const fee = tradeFee(usd.amount, terms.fee);
  return { notionalLocal, notional: usd, margin, fee, total: margin.add(fee) };
}
