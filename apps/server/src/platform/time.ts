import { type WallTime, wallTime } from '@bourse/domain';

/** Calendar times of an instant in an IANA time zone, with Intl only (no date library, no host time zone). */

type ZonedParts = WallTime;

/** One definition of wall time for the whole project: the domain's, which the market sessions use too. */
const zonedParts = (ms: number, timeZone: string): ZonedParts => wallTime(timeZone, ms);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The 'MM-DD-YYYY hh:mm:ss' format of docs/product.md §9, on a 24-hour clock since the format has no AM/PM marker. */
export function formatDateTime(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return `${pad(p.month)}-${pad(p.day)}-${pad(p.year, 4)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** The 'MM/DD/YYYY' format of docs/product.md §9. */
export function formatDate(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return `${pad(p.month)}/${pad(p.day)}/${pad(p.year, 4)}`;
}

/** How far the zone's wall clock is ahead of UTC at `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The instant the wall clock of `timeZone` reads 00:00 on that date (twice corrected, for DST changes). */
function midnight(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** [start, end) of the calendar day containing `ms` in `timeZone`, as epoch ms. */
export function zonedDay(ms: number, timeZone: string): { start: number; end: number } {
  const { year, month, day } = zonedParts(ms, timeZone);
  return { start: midnight(year, month, day, timeZone), end: midnight(year, month, day + 1, timeZone) };
}
