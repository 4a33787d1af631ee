import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';
import { formatTime } from './format';
import { formatLocale } from './locale';
import { newYorkDateTime, newYorkWallClock } from './new-york-time';

// 12 July 2026, 14:03:05 on the device's clock, and the same wall clock in UTC.
const local = new Date(2026, 6, 12, 14, 3, 5).getTime();
const utc = Date.UTC(2026, 6, 12, 14, 3, 5);

afterEach(() => formatLocale.set('en'));

describe('an instant in English', () => {
  it('keeps docs/product.md §9: month first, MM-DD-YYYY hh:mm:ss, 24-hour', () => {
    expect(formatDateTime(local)).toBe('07-12-2026 14:03:05');
    expect(formatDateTime(local, { parts: 'minutes' })).toBe('07-12-2026 14:03');
    expect(formatDateTime(local, { parts: 'date' })).toBe('07-12-2026');
    expect(formatDateTime(local, { parts: 'date', separator: '/' })).toBe('07/12/2026');
    expect(formatDateTime(local, { parts: 'time' })).toBe('14:03');
    expect(formatTime(local)).toBe('14:03');
    expect(formatDateTime(utc, { utc: true, parts: 'minutes' })).toBe('07-12-2026 14:03');
  });

  it("writes a quote's New York time as the page's frame does", () => {
    for (const ms of [utc, Date.UTC(2026, 0, 1, 3, 0, 59), Date.UTC(2026, 10, 1, 5, 59, 59)]) {
      expect(formatDateTime(newYorkWallClock(ms), { utc: true })).toBe(newYorkDateTime(ms));
    }
  });
});

describe('an instant in the other languages', () => {
  it('is written day first in Indonesian (12 July is never 07-12)', () => {
    formatLocale.set('id');
    expect(formatDateTime(local)).toBe('12/07/2026, 14.03.05');
    expect(formatDateTime(local, { parts: 'date' })).toBe('12/07/2026');
    expect(formatDateTime(utc, { utc: true, parts: 'minutes' })).toBe('12/07/2026, 14.03');
    expect(formatDateTime(newYorkWallClock(utc), { utc: true })).toBe('12/07/2026, 10.03.05');
    expect(formatTime(local)).toBe('14.03');
  });

  it('is written year first in Traditional Chinese', () => {
    formatLocale.set('zh-Hant');
    expect(formatDateTime(local)).toBe('2026/07/12 14:03:05');
    expect(formatDateTime(local, { parts: 'date', separator: '/' })).toBe('2026/07/12');
    expect(formatDateTime(utc, { utc: true, parts: 'minutes' })).toBe('2026/07/12 14:03');
  });

  it('follows a change of language at once (the formatters are kept per language)', () => {
    formatLocale.set('id');
    expect(formatDateTime(local, { parts: 'date' })).toBe('12/07/2026');
    formatLocale.set('zh-Hant');
    expect(formatDateTime(local, { parts: 'date' })).toBe('2026/07/12');
    formatLocale.set('en');
    expect(formatDateTime(local, { parts: 'date' })).toBe('07-12-2026');
  });
});
