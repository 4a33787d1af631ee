import { formatDateTime } from '../../lib/date-time';
import { decimalOf } from '../../lib/decimal';
import { formatPercent } from '../../lib/format';

/** A percentage from the server ("5.25") as "+5.25%" / "-1.10%" / "0.00%"; '—' when there is none yet. */
export const percentText = (value: string | null): string =>
  decimalOf(value ?? undefined) ? formatPercent(value, { signed: true }) : '—';

/** The trend class of a signed figure. */
export const trendClass = (value: string | null) =>
  value === null
    ? 'trend-flat'
    : value.startsWith('-')
      ? 'trend-down'
      : decimalOf(value)?.isZero()
        ? 'trend-flat'
        : 'trend-up';

/** MM-DD-YYYY HH:mm UTC (docs/product.md §9 order of date parts in English, the language's order otherwise). */
export const utcDateTime = (ms: number): string => `${formatDateTime(ms, { parts: 'minutes', utc: true })} UTC`;

/** A cycle length in words' parts: whole weeks or days, else hours. */
export function cycleUnits(ms: number): { unit: 'week' | 'day' | 'hour'; count: number } {
  const hour = 3_600_000;
  const day = 24 * hour;
  if (ms % (7 * day) === 0) return { unit: 'week', count: ms / (7 * day) };
  if (ms % day === 0) return { unit: 'day', count: ms / day };
  return { unit: 'hour', count: Math.max(1, Math.round(ms / hour)) };
}

/** `/institution/detail?id=3`: the id from the query string, or 0 when it is missing or not a whole number. */
export function idParam(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
