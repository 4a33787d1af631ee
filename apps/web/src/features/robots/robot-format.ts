import { formatDateTime } from '../../lib/date-time';

/** A candle's date (00:00 UTC of its trade date), read in UTC: MM-DD-YYYY (docs/product.md §9), the language's order otherwise. */
export const formatDate = (ms: number): string => formatDateTime(ms, { parts: 'date', utc: true });

/** `/robot/detail?id=3` and friends: the id from the query string, or 0 when it is missing or not a whole number. */
export function idParam(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
