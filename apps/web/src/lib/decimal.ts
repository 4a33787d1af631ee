/**
 * Exact comparisons of decimal strings ("1234.50", "-0.07") with the domain's `Decimal` (a scaled bigint). Prices
 * travel as strings (docs/design.md §3) and are never turned into floating point to decide anything; only charts and
 * map placement use numbers, for pixels.
 */
import { Decimal, isDecimalString } from '@bourse/domain';

/**
 * A decimal string from the server or a form as the domain's exact `Decimal`: '1234.50', '-0.07' and a signed
 * change such as '+1.25'; null for anything else (empty text, '1e3', '.5'). The one reader of decimal strings in the
 * web app.
 */
export function decimalOf(value: string | undefined): Decimal | null {
  const text = value?.trim() ?? '';
  const unsigned = text.startsWith('+') && !text.startsWith('+-') ? text.slice(1) : text;
  return isDecimalString(unsigned) ? Decimal.from(unsigned) : null;
}

/** -1, 0 or 1: the sign of a decimal string; 0 for zero and for text that is not a number. */
export function signOf(value: string): -1 | 0 | 1 {
  return decimalOf(value)?.cmp(0) ?? 0;
}

/** Compares two decimal strings exactly: -1 when a < b, 0 when equal, 1 when a > b. Non-numbers compare equal. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const da = decimalOf(a);
  const db = decimalOf(b);
  return da && db ? da.cmp(db) : 0;
}

/** 'up', 'down' or 'flat' from the sign of a change. */
export type Trend = 'up' | 'down' | 'flat';
export function trendOf(change: string): Trend {
  const sign = signOf(change);
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
}
