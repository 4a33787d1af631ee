import { addDays, exchangeDate, formatDate, parseDate, tradingDay, weekday } from '@bourse/domain';
import {
  CALENDAR_FIRST_DATE,
  CALENDAR_LAST_DATE,
  type CalendarMarket,
  holidayCalendar,
  holidayName,
} from '../../market-data/holidays.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { type PageRequest, toPage } from '../../platform/paging.ts';

const DAY_MS = 86_400_000;
const holidays = holidayCalendar();

function dayRow(market: CalendarMarket, date: string) {
  const day = tradingDay(market, date, { holidays });
  const wd = weekday(date);
  return {
    date,
    market,
    isTradingDay: day !== null,
    openTimeTimestamp: day?.openMs ?? null,
    closeTimeTimestamp: day?.closeMs ?? null,
    note: holidayName(market, date) ?? (wd === 0 || wd === 6 ? 'Weekend' : ''),
  };
}

/**
 * Every calendar date from `from` (default: today on that exchange) to the end of the calendar, trading or not, with
 * the session's open and close and the holiday's name. Only the requested page is worked out.
 */
export function tradingDays(
  ctx: AppContext,
  input: { market: CalendarMarket; from?: string | undefined } & PageRequest,
) {
  const from = input.from ?? exchangeDate(input.market, ctx.now());
  if (formatDate(parseDate(from)) !== from) throw badRequest('from', 'must be a real date');
  if (from < CALENDAR_FIRST_DATE || from > CALENDAR_LAST_DATE) {
    throw badRequest('from', `must be from ${CALENDAR_FIRST_DATE} to ${CALENDAR_LAST_DATE}`);
  }
  const total = (parseDate(CALENDAR_LAST_DATE) - parseDate(from)) / DAY_MS + 1;
  const offset = (input.pageNo - 1) * input.pageSize;
  const count = Math.max(0, Math.min(input.pageSize, total - offset));
  const rows = Array.from({ length: count }, (_, i) => dayRow(input.market, addDays(from, offset + i)));
  return toPage(rows, total, input);
}
