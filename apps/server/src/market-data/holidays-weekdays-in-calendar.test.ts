import { weekday } from '@bourse/domain';
import { describe, expect, it } from 'vitest';
import { CALENDAR_FIRST_DATE, CALENDAR_LAST_DATE, EXCHANGE_HOLIDAYS, holidayName } from './holidays.ts';

describe('exchange holidays', () => {
  it.each(Object.entries(EXCHANGE_HOLIDAYS))(
    '%s: weekdays in the calendar’s years, in order, each named once',
    (_, days) => {
      const dates = days.map((d) => d.date);
      expect(dates).toEqual([...new Set(dates)].sort());
      for (const { date, name } of days) {
        expect(date >= CALENDAR_FIRST_DATE && date <= CALENDAR_LAST_DATE, date).toBe(true);
        expect([1, 2, 3, 4, 5], `${date} ${name}`).toContain(weekday(date));
        expect(name.length).toBeGreaterThan(3);
      }
    },
  );

  it('has the NYSE’s ten full closures each year, with the observed days', () => {
    for (const year of ['2026', '2027']) {
      expect(EXCHANGE_HOLIDAYS.US.filter((d) => d.date.startsWith(year))).toHaveLength(10);
    }
    expect(holidayName('US', '2026-07-03')).toBe('Independence Day (observed)');
    expect(holidayName('US', '2027-12-24')).toBe('Christmas Day (observed)');
    expect(holidayName('HK', '2026-02-17')).toBe("Lunar New Year's Day");
    expect(holidayName('ID', '2026-08-17')).toBe('Independence Day');
    expect(holidayName('US', '2026-11-27')).toBeUndefined();
  });
});
