import type { HolidayCalendar } from '@bourse/domain';

export type CalendarMarket = 'US' | 'HK' | 'ID';

export interface Holiday {
  readonly date: string;
  readonly name: string;
}

/** The trading calendar covers these dates; outside them only weekends are known. */
export const CALENDAR_FIRST_DATE = '2026-01-01';
export const CALENDAR_LAST_DATE = '2027-12-31';

/**
 * Full-day exchange closures on weekdays, 2026 and 2027. Half days (NYSE's 13:00 closes, HKEX's morning-only eves) are
 * not modelled. Indonesian dates that follow the moon or a yearly government decree (collective leave) are marked
 * "expected" where the decree for that year was not known when this list was written.
 */
export const EXCHANGE_HOLIDAYS: Readonly<Record<CalendarMarket, readonly Holiday[]>> = {
  // NYSE and NASDAQ.
  US: [
    { date: '2026-01-01', name: "New Year's Day" },
    { date: '2026-01-19', name: 'Martin Luther King, Jr. Day' },
    { date: '2026-02-16', name: "Washington's Birthday" },
    { date: '2026-04-03', name: 'Good Friday' },
    { date: '2026-05-25', name: 'Memorial Day' },
    { date: '2026-06-19', name: 'Juneteenth National Independence Day' },
    { date: '2026-07-03', name: 'Independence Day (observed)' },
    { date: '2026-09-07', name: 'Labor Day' },
    { date: '2026-11-26', name: 'Thanksgiving Day' },
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2027-01-01', name: "New Year's Day" },
    { date: '2027-01-18', name: 'Martin Luther King, Jr. Day' },
    { date: '2027-02-15', name: "Washington's Birthday" },
    { date: '2027-03-26', name: 'Good Friday' },
    { date: '2027-05-31', name: 'Memorial Day' },
    { date: '2027-06-18', name: 'Juneteenth National Independence Day (observed)' },
    { date: '2027-07-05', name: 'Independence Day (observed)' },
    { date: '2027-09-06', name: 'Labor Day' },
    { date: '2027-11-25', name: 'Thanksgiving Day' },
    { date: '2027-12-24', name: 'Christmas Day (observed)' },
  ],
  // HKEX: Hong Kong general holidays that fall on a weekday.
  HK: [
    { date: '2026-01-01', name: 'The first day of January' },
    { date: '2026-02-17', name: "Lunar New Year's Day" },
    { date: '2026-02-18', name: 'The second day of Lunar New Year' },
    { date: '2026-02-19', name: 'The third day of Lunar New Year' },
    { date: '2026-04-03', name: 'Good Friday' },
    { date: '2026-04-06', name: 'The day following Ching Ming Festival' },
    { date: '2026-04-07', name: 'The day following Easter Monday' },
    { date: '2026-05-01', name: 'Labour Day' },
    { date: '2026-05-25', name: 'The day following the Birthday of the Buddha' },
    { date: '2026-06-19', name: 'Tuen Ng Festival' },
    { date: '2026-07-01', name: 'Hong Kong Special Administrative Region Establishment Day' },
    { date: '2026-10-01', name: 'National Day' },
    { date: '2026-10-19', name: 'The day following Chung Yeung Festival' },
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2027-01-01', name: 'The first day of January' },
    { date: '2027-02-08', name: 'The third day of Lunar New Year' },
    { date: '2027-02-09', name: 'The fourth day of Lunar New Year' },
    { date: '2027-03-26', name: 'Good Friday' },
    { date: '2027-03-29', name: 'Easter Monday' },
    { date: '2027-04-05', name: 'Ching Ming Festival' },
    { date: '2027-05-13', name: 'The Birthday of the Buddha' },
    { date: '2027-06-09', name: 'Tuen Ng Festival' },
    { date: '2027-07-01', name: 'Hong Kong Special Administrative Region Establishment Day' },
    { date: '2027-09-16', name: 'The day following the Chinese Mid-Autumn Festival' },
    { date: '2027-10-01', name: 'National Day' },
    { date: '2027-10-08', name: 'Chung Yeung Festival' },
    { date: '2027-12-27', name: 'The first weekday after Christmas Day' },
  ],
  // IDX: national holidays, collective leave (cuti bersama) and the exchange's year-end closing.
  ID: [
    { date: '2026-01-01', name: "New Year's Day" },
    { date: '2026-01-16', name: "Isra Mi'raj of the Prophet Muhammad" },
    { date: '2026-02-16', name: 'Chinese New Year (collective leave)' },
    { date: '2026-02-17', name: 'Chinese New Year' },
    { date: '2026-03-18', name: 'Nyepi (collective leave)' },
    { date: '2026-03-19', name: 'Nyepi, Balinese Day of Silence' },
    { date: '2026-03-20', name: 'Eid al-Fitr (collective leave)' },
    { date: '2026-03-23', name: 'Eid al-Fitr (collective leave)' },
    { date: '2026-03-24', name: 'Eid al-Fitr (collective leave)' },
    { date: '2026-04-03', name: 'Good Friday' },
    { date: '2026-05-01', name: 'International Labour Day' },
    { date: '2026-05-14', name: 'Ascension of Jesus Christ' },
    { date: '2026-05-15', name: 'Ascension of Jesus Christ (collective leave)' },
    { date: '2026-05-27', name: 'Eid al-Adha' },
    { date: '2026-05-28', name: 'Eid al-Adha (collective leave)' },
    { date: '2026-06-01', name: 'Pancasila Day' },
    { date: '2026-06-16', name: 'Islamic New Year' },
    { date: '2026-08-17', name: 'Independence Day' },
    { date: '2026-08-25', name: "Prophet Muhammad's Birthday" },
    { date: '2026-12-24', name: 'Christmas (collective leave)' },
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2026-12-31', name: 'Exchange holiday (year-end)' },
    { date: '2027-01-01', name: "New Year's Day" },
    { date: '2027-01-06', name: "Isra Mi'raj of the Prophet Muhammad (expected)" },
    { date: '2027-03-09', name: 'Nyepi, Balinese Day of Silence (expected)' },
    { date: '2027-03-10', name: 'Eid al-Fitr (expected)' },
    { date: '2027-03-11', name: 'Eid al-Fitr (expected)' },
    { date: '2027-03-26', name: 'Good Friday' },
    { date: '2027-05-06', name: 'Ascension of Jesus Christ' },
    { date: '2027-05-17', name: 'Eid al-Adha (expected)' },
    { date: '2027-05-20', name: 'Vesak Day (expected)' },
    { date: '2027-06-01', name: 'Pancasila Day' },
    { date: '2027-08-17', name: 'Independence Day' },
    { date: '2027-12-31', name: 'Exchange holiday (year-end)' },
  ],
};

const names = new Map<string, string>(
  Object.entries(EXCHANGE_HOLIDAYS).flatMap(([market, days]) => days.map((d) => [`${market}|${d.date}`, d.name])),
);

export function holidayName(market: CalendarMarket, date: string): string | undefined {
  return names.get(`${market}|${date}`);
}

/**
 * The closed dates by session calendar, for the simulator and the session checks. Indices at home on these exchanges
 * and bonds (which follow the US session) close with them.
 */
export function holidayCalendar(): HolidayCalendar {
  return {
    US: new Set(EXCHANGE_HOLIDAYS.US.map((d) => d.date)),
    HK: new Set(EXCHANGE_HOLIDAYS.HK.map((d) => d.date)),
    ID: new Set(EXCHANGE_HOLIDAYS.ID.map((d) => d.date)),
  };
}
