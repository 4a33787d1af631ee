/**
 * Exact comparisons of decimal strings ("1234.50", "-0.07"). Prices travel as strings (docs/design.md §3) and are
 * never turned into floating point to decide anything; only charts and map placement use numbers, for pixels.
 */

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

interface Parts {
  negative: boolean;
  int: string;
  frac: string;
}

function parts(value: string): Parts | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const int = (match[2] ?? '').replace(/^0+/, '');
  const frac = (match[3] ?? '').replace(/0+$/, '');
  const zero = int === '' && frac === '';
  return { negative: match[1] === '-' && !zero, int, frac };
}

/** -1, 0 or 1: the sign of a decimal string; 0 for zero and for text that is not a number. */
export function signOf(value: string): -1 | 0 | 1 {
  const p = parts(value);
  if (!p || (p.int === '' && p.frac === '')) return 0;
  return p.negative ? -1 : 1;
}

function compareMagnitude(a: Parts, b: Parts): -1 | 0 | 1 {
  if (a.int.length !== b.int.length) return a.int.length < b.int.length ? -1 : 1;
  if (a.int !== b.int) return a.int < b.int ? -1 : 1;
  const width = Math.max(a.frac.length, b.frac.length);
  const fa = a.frac.padEnd(width, '0');
  const fb = b.frac.padEnd(width, '0');
  if (fa === fb) return 0;
  return fa < fb ? -1 : 1;
}

/** Compares two decimal strings exactly: -1 when a < b, 0 when equal, 1 when a > b. Non-numbers compare equal. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const pa = parts(a);
  const pb = parts(b);
  if (!pa || !pb) return 0;
  if (pa.negative !== pb.negative) return pa.negative ? -1 : 1;
  const magnitude = compareMagnitude(pa, pb);
  return (pa.negative ? -magnitude : magnitude) as -1 | 0 | 1;
}

/** 'up', 'down' or 'flat' from the sign of a change. */
export type Trend = 'up' | 'down' | 'flat';
export function trendOf(change: string): Trend {
  const sign = signOf(change);
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
}
