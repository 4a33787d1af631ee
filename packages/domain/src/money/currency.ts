import { Decimal, type DecimalInput, SCALE } from './decimal.ts';

/**
 * Fractional digits of each currency's smallest unit as Bourse uses it.
 * IDR officially has 2 minor digits, but it is quoted and traded in whole rupiah, so we use 0.
 * USDT, USDC, BTC and ETH carry their on-chain precision for crypto amounts.
 * EUR … ZAR are quote currencies of forex crosses and world indices (ISO 4217 minor units, JPY 0), listed so that an
 * FxNote can record them; accounts stay in USD and deposits take only the currencies their own lists name.
 */
export const MINOR_UNITS = {
  USD: 2,
  HKD: 2,
  IDR: 0,
  USDT: 6,
  USDC: 6,
  BTC: 8,
  ETH: 18,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  CHF: 2,
  CAD: 2,
  AUD: 2,
  NZD: 2,
  CNH: 2,
  SGD: 2,
  INR: 2,
  MXN: 2,
  ZAR: 2,
} as const;

export type Currency = keyof typeof MINOR_UNITS;

export function isCurrency(code: unknown): code is Currency {
  return typeof code === 'string' && Object.hasOwn(MINOR_UNITS, code);
}

export function parseCurrency(code: string): Currency {
  if (!isCurrency(code)) throw new RangeError(`Unknown currency ${JSON.stringify(code)}`);
  return code;
}

export function minorUnits(currency: Currency): number {
  return MINOR_UNITS[parseCurrency(currency)];
}

/** Rounds half-up (half away from zero) to the currency's minor unit. */
export function roundMoney(amount: DecimalInput, currency: Currency): Decimal {
  return Decimal.from(amount).round(minorUnits(currency), 'half-up');
}

/** Rounds up (away from zero) to the currency's minor unit, so a fee is never under-charged. */
export function roundFee(amount: DecimalInput, currency: Currency): Decimal {
  return Decimal.from(amount).round(minorUnits(currency), 'up');
}

/** True when `amount` needs no rounding in `currency` (e.g. 1.23 USD, not 1.234 USD). */
export function isRepresentable(amount: DecimalInput, currency: Currency): boolean {
  const d = Decimal.from(amount);
  return d.round(minorUnits(currency), 'down').eq(d);
}

/**
 * amount × rate, computed exactly and rounded once, half-up, to `toCurrency`'s minor unit.
 * The rate is a Decimal (never a float) so it can be written unchanged on the ledger entry.
 */
export function convert(amount: DecimalInput, rate: DecimalInput, toCurrency: Currency): Decimal {
  const r = Decimal.from(rate);
  if (!r.isPositive()) throw new RangeError(`FX rate must be positive, got ${r}`);
  return Decimal.from(amount).mul(r, { scale: minorUnits(toCurrency), rounding: 'half-up' });
}

/** The amount as an integer count of minor units (e.g. 12.34 USD → 1234n). Throws if it would need rounding. */
export function toMinorUnits(amount: DecimalInput, currency: Currency): bigint {
  const d = Decimal.from(amount);
  if (!isRepresentable(d, currency))
    throw new RangeError(`${d} ${currency} has more than ${minorUnits(currency)} decimals`);
  return d.scaled / 10n ** BigInt(SCALE - minorUnits(currency));
}

export function fromMinorUnits(minor: bigint, currency: Currency): Decimal {
  return Decimal.from(minor).div(10n ** BigInt(minorUnits(currency)), { scale: minorUnits(currency) });
}
