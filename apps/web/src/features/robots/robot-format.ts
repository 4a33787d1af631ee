import { decimalOf } from '../../lib/decimal';

/** A ratio from the server ("0.0525") as a percentage with two decimals ("5.25%", "+5.25%" when signed). Exact. */
export function percentOf(ratio: string, signed = false): string {
  const value = decimalOf(ratio);
  if (!value) return '';
  const text = `${value.mul(100).toFixed(2)}%`;
  return signed && value.isPositive() ? `+${text}` : text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A candle's date (00:00 UTC of its trade date) as MM-DD-YYYY (docs/product.md §9), read in UTC. */
export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}-${d.getUTCFullYear()}`;
}

/** `/robot/detail?id=3` and friends: the id from the query string, or 0 when it is missing or not a whole number. */
export function idParam(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
