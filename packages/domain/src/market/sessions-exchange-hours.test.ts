import { describe, expect, it } from 'vitest';
import {
  exchangeDate,
  type HolidayCalendar,
  isOpen,
  lastSession,
  nextChange,
  nextOpen,
  recentSessions,
  SESSION_KEYS,
  sessionMinutes,
  sessionOf,
  tradingDay,
  wallTime,
  weekday,
} from './sessions.ts';
import { utc } from './test-fixtures.ts';

const MIN = 60_000;

describe('US session 09:30–16:00 New York', () => {
  // Tuesday 14 January 2025, EST (UTC−5): 14:30Z to 21:00Z.
  it('opens at 09:30 and closes at 16:00, exclusive', () => {
    expect(isOpen('US', utc(2025, 1, 14, 14, 30) - 1)).toBe(false);
    expect(isOpen('US', utc(2025, 1, 14, 14, 30))).toBe(true);
    expect(isOpen('US', utc(2025, 1, 14, 18))).toBe(true);
    expect(isOpen('US', utc(2025, 1, 14, 21) - 1)).toBe(true);
    expect(isOpen('US', utc(2025, 1, 14, 21))).toBe(false);
  });

  it('is closed on Saturday and Sunday', () => {
    expect(isOpen('US', utc(2025, 1, 18, 16))).toBe(false);
    expect(isOpen('US', utc(2025, 1, 19, 16))).toBe(false);
    expect(tradingDay('US', '2025-01-18')).toBeNull();
    expect(tradingDay('US', '2025-01-19')).toBeNull();
  });

  it('is closed on a holiday of its own calendar, not on another market’s', () => {
    const holidays: HolidayCalendar = { US: new Set(['2025-07-04']), HK: new Set(['2025-07-03']) };
    expect(isOpen('US', utc(2025, 7, 4, 15), { holidays })).toBe(false);
    expect(isOpen('US', utc(2025, 7, 3, 15), { holidays })).toBe(true);
    expect(isOpen('US', utc(2025, 7, 4, 15))).toBe(true);
  });

  it('finds the next open: after Friday’s close it is Monday 09:30, past a Monday holiday it is Tuesday', () => {
    const fridayEvening = utc(2025, 1, 17, 22);
    expect(nextOpen('US', fridayEvening)).toBe(utc(2025, 1, 20, 14, 30));
    const holidays: HolidayCalendar = { US: new Set(['2025-01-20']) };
    expect(nextOpen('US', fridayEvening, { holidays })).toBe(utc(2025, 1, 21, 14, 30));
    expect(nextOpen('US', utc(2025, 1, 14, 16))).toBe(utc(2025, 1, 14, 16)); // already open
  });

  it('knows the trading day in progress or last finished', () => {
    expect(lastSession('US', utc(2025, 1, 18, 12))?.tradeDate).toBe('2025-01-17'); // Saturday → Friday
    expect(lastSession('US', utc(2025, 1, 20, 14))?.tradeDate).toBe('2025-01-17'); // Monday before the open
    expect(lastSession('US', utc(2025, 1, 20, 14, 30))?.tradeDate).toBe('2025-01-20');
    expect(lastSession('US', utc(2025, 1, 20, 23))?.tradeDate).toBe('2025-01-20'); // after the close
  });
});

describe('HK session 09:30–12:00 and 13:00–16:00 Hong Kong', () => {
  // Monday 13 January 2025, UTC+8.
  it('closes for lunch', () => {
    expect(isOpen('HK', utc(2025, 1, 13, 1, 30))).toBe(true);
    expect(isOpen('HK', utc(2025, 1, 13, 4) - 1)).toBe(true);
    expect(isOpen('HK', utc(2025, 1, 13, 4))).toBe(false);
    expect(isOpen('HK', utc(2025, 1, 13, 4, 59))).toBe(false);
    expect(isOpen('HK', utc(2025, 1, 13, 5))).toBe(true);
    expect(isOpen('HK', utc(2025, 1, 13, 8))).toBe(false);
  });

  it('reports the lunch break as a break, with the afternoon open as the next change', () => {
    const lunch = sessionOf('HK', utc(2025, 1, 13, 4, 30));
    expect(lunch).toMatchObject({ open: false, phase: 'break', nextChangeMs: utc(2025, 1, 13, 5) });
    expect(lunch.day?.tradeDate).toBe('2025-01-13');
    expect(nextOpen('HK', utc(2025, 1, 13, 4, 30))).toBe(utc(2025, 1, 13, 5));
    const evening = sessionOf('HK', utc(2025, 1, 13, 12));
    expect(evening).toMatchObject({ open: false, phase: 'closed', nextChangeMs: utc(2025, 1, 14, 1, 30) });
    expect(sessionOf('HK', utc(2025, 1, 13, 2))).toMatchObject({ open: true, phase: 'open' });
  });
});

describe('IDX session 09:00–12:00 and 13:30–15:49 Jakarta, Friday break 11:30–14:00', () => {
  // UTC+7. Thursday 16 and Friday 17 January 2025.
  it('trades Monday to Thursday with a 12:00–13:30 break', () => {
    expect(isOpen('ID', utc(2025, 1, 16, 2))).toBe(true); // 09:00
    expect(isOpen('ID', utc(2025, 1, 16, 2) - 1)).toBe(false);
    expect(isOpen('ID', utc(2025, 1, 16, 4, 45))).toBe(true); // 11:45
    expect(isOpen('ID', utc(2025, 1, 16, 5, 30))).toBe(false); // 12:30
    expect(isOpen('ID', utc(2025, 1, 16, 6, 30))).toBe(true); // 13:30
    expect(isOpen('ID', utc(2025, 1, 16, 8, 48))).toBe(true); // 15:48
    expect(isOpen('ID', utc(2025, 1, 16, 8, 49))).toBe(false); // 15:49
  });

  it('takes the longer Friday break', () => {
    expect(isOpen('ID', utc(2025, 1, 17, 4, 29))).toBe(true); // 11:29
    expect(isOpen('ID', utc(2025, 1, 17, 4, 30))).toBe(false); // 11:30
    expect(isOpen('ID', utc(2025, 1, 17, 6, 45))).toBe(false); // 13:45
    expect(isOpen('ID', utc(2025, 1, 17, 7))).toBe(true); // 14:00
    expect(nextOpen('ID', utc(2025, 1, 17, 5))).toBe(utc(2025, 1, 17, 7));
  });
});

describe('forex, Sunday 17:00 to Friday 17:00 New York', () => {
  it('opens on Sunday at 17:00 and closes on Friday at 17:00 (EST)', () => {
    expect(isOpen('FOREX', utc(2025, 1, 19, 22) - 1)).toBe(false); // Sunday 16:59:59.999
    expect(isOpen('FOREX', utc(2025, 1, 19, 22))).toBe(true); // Sunday 17:00
    expect(isOpen('FOREX', utc(2025, 1, 24, 22) - 1)).toBe(true); // Friday 16:59:59.999
    expect(isOpen('FOREX', utc(2025, 1, 24, 22))).toBe(false); // Friday 17:00
    expect(isOpen('FOREX', utc(2025, 1, 25, 12))).toBe(false); // Saturday
  });

  it('trades through the weekday evenings; the trade date turns at 17:00', () => {
    expect(isOpen('FOREX', utc(2025, 1, 22, 22, 30))).toBe(true); // Wednesday 17:30
    expect(lastSession('FOREX', utc(2025, 1, 22, 21, 59))?.tradeDate).toBe('2025-01-22');
    expect(lastSession('FOREX', utc(2025, 1, 22, 22))?.tradeDate).toBe('2025-01-23');
    expect(lastSession('FOREX', utc(2025, 1, 19, 23))?.tradeDate).toBe('2025-01-20'); // Sunday night is Monday
  });

  it('closes the whole trade date of a holiday, from 17:00 the evening before', () => {
    const holidays: HolidayCalendar = { FOREX: new Set(['2025-12-25']) };
    expect(isOpen('FOREX', utc(2025, 12, 24, 21, 59), { holidays })).toBe(true); // Wed 16:59
    expect(isOpen('FOREX', utc(2025, 12, 24, 22, 30), { holidays })).toBe(false); // Wed 17:30
    expect(isOpen('FOREX', utc(2025, 12, 25, 15), { holidays })).toBe(false);
    expect(nextOpen('FOREX', utc(2025, 12, 25, 15), { holidays })).toBe(utc(2025, 12, 25, 22));
  });
});

describe('futures, 24/5 with a daily 17:00–18:00 New York break', () => {
  it('breaks every weekday evening for an hour', () => {
    expect(isOpen('FUTURES', utc(2025, 1, 22, 22) - 1)).toBe(true); // Wed 16:59:59.999
    expect(isOpen('FUTURES', utc(2025, 1, 22, 22, 30))).toBe(false); // Wed 17:30
    expect(isOpen('FUTURES', utc(2025, 1, 22, 23))).toBe(true); // Wed 18:00
    expect(nextOpen('FUTURES', utc(2025, 1, 22, 22, 10))).toBe(utc(2025, 1, 22, 23));
  });

  it('opens on Sunday at 18:00 and closes on Friday at 17:00', () => {
    expect(isOpen('FUTURES', utc(2025, 1, 19, 22, 30))).toBe(false); // Sunday 17:30
    expect(isOpen('FUTURES', utc(2025, 1, 19, 23))).toBe(true); // Sunday 18:00
    expect(isOpen('FUTURES', utc(2025, 1, 24, 22))).toBe(false); // Friday 17:00
    expect(nextChange('FUTURES', utc(2025, 1, 24, 22))).toBe(utc(2025, 1, 26, 23));
  });
});

describe('index home exchanges', () => {
  it('follow their own city’s hours and breaks', () => {
    // Tuesday 14 January 2025. London 08:00–16:30 GMT; Tokyo 09:00–11:30, 12:30–15:30 JST (UTC+9).
    expect(isOpen('LSE', utc(2025, 1, 14, 8))).toBe(true);
    expect(isOpen('LSE', utc(2025, 1, 14, 8) - 1)).toBe(false);
    expect(isOpen('LSE', utc(2025, 1, 14, 16, 30))).toBe(false);
    expect(isOpen('JPX', utc(2025, 1, 14, 2, 29))).toBe(true); // 11:29
    expect(isOpen('JPX', utc(2025, 1, 14, 3))).toBe(false); // 12:00 lunch
    expect(isOpen('JPX', utc(2025, 1, 14, 6, 29))).toBe(true); // 15:29
    expect(isOpen('JPX', utc(2025, 1, 14, 6, 30))).toBe(false); // 15:30
  });

  it('every calendar has a trading day on an ordinary Wednesday', () => {
    for (const key of SESSION_KEYS) {
      const day = tradingDay(key, '2025-01-15');
      expect(day, key).not.toBeNull();
      expect(day!.closeMs - day!.openMs, key).toBeGreaterThan(0);
      expect(sessionMinutes(key), key).toBeGreaterThan(0);
    }
  });
});

describe('calendar helpers', () => {
  it('measure session lengths in minutes', () => {
    expect(sessionMinutes('US')).toBe(390);
    expect(sessionMinutes('HK')).toBe(330);
    expect(sessionMinutes('ID')).toBe(180 + 139);
    expect(sessionMinutes('FOREX')).toBe(1440);
    expect(sessionMinutes('FUTURES')).toBe(1380);
  });

  it('list a year of sessions, weekdays only, oldest first, holidays left out', () => {
    const holidays: HolidayCalendar = { US: new Set(['2025-07-04', '2025-12-25']) };
    const end = utc(2025, 12, 31, 22);
    const days = recentSessions('US', end, 365, { holidays });
    expect(days[days.length - 1]?.tradeDate).toBe('2025-12-31');
    expect(days[0]?.tradeDate).toBe('2025-01-01');
    expect(days).toHaveLength(261 - 2);
    for (let i = 0; i < days.length; i++) {
      const d = days[i]!;
      expect(weekday(d.tradeDate)).toBeGreaterThanOrEqual(1);
      expect(weekday(d.tradeDate)).toBeLessThanOrEqual(5);
      if (i > 0) expect(d.openMs).toBeGreaterThan(days[i - 1]!.closeMs);
    }
    expect(days.map((d) => d.tradeDate)).not.toContain('2025-07-04');
  });

  it('with alwaysOpen, every instant is open and nextOpen is now', () => {
    const saturday = utc(2025, 1, 18, 3);
    expect(isOpen('US', saturday, { alwaysOpen: true })).toBe(true);
    expect(nextOpen('HK', saturday, { alwaysOpen: true })).toBe(saturday);
    const state = sessionOf('US', saturday, { alwaysOpen: true });
    expect(state.open).toBe(true);
    expect(state.phase).toBe('closed');
    expect(state.day?.tradeDate).toBe('2025-01-17');
  });

  it('read exchange-local wall time and dates through Intl', () => {
    expect(wallTime('Asia/Hong_Kong', utc(2025, 1, 13, 20, 5, 7))).toEqual({
      year: 2025,
      month: 1,
      day: 14,
      hour: 4,
      minute: 5,
      second: 7,
    });
    expect(exchangeDate('US', utc(2025, 1, 14, 3))).toBe('2025-01-13');
    expect(exchangeDate('HK', utc(2025, 1, 14, 20))).toBe('2025-01-15');
  });

  it('step through segment boundaries in order', () => {
    let t = utc(2025, 1, 13, 0);
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      t = nextChange('HK', t);
      seen.push(t);
    }
    expect(seen).toEqual([utc(2025, 1, 13, 1, 30), utc(2025, 1, 13, 4), utc(2025, 1, 13, 5), utc(2025, 1, 13, 8)]);
    expect(nextChange('US', utc(2025, 1, 14, 14, 30))).toBe(utc(2025, 1, 14, 21));
    expect(seen.every((s, i) => i === 0 || s - seen[i - 1]! >= MIN)).toBe(true);
  });
});
