import { afterEach, describe, expect, it } from 'vitest';
import { compareDecimal, decimalOf, signOf, trendOf } from './decimal';
import {
  formatChange,
  formatDate,
  formatPercent,
  formatPrice,
  formatRatio,
  formatSigned,
  formatVolume,
  truncate,
} from './format';
import { formatLocale } from './locale';

describe('decimal strings', () => {
  it('compares exactly, without floating point', () => {
    expect(compareDecimal('0.1', '0.10')).toBe(0);
    expect(compareDecimal('10.01', '9.99')).toBe(1);
    expect(compareDecimal('-1.5', '-1.25')).toBe(-1);
    expect(compareDecimal('-0.00', '0')).toBe(0);
    expect(compareDecimal('9007199254740993.1', '9007199254740993.01')).toBe(1);
  });

  it('reads the sign of a change', () => {
    expect(signOf('+0.01')).toBe(1);
    expect(signOf('-0.0000')).toBe(0);
    expect(trendOf('-3.2')).toBe('down');
    expect(trendOf('0.00')).toBe('flat');
  });

  it("reads the wire's decimal strings, a signed change included, and nothing else", () => {
    expect(decimalOf(' +1.25 ')?.toString()).toBe('1.25');
    expect(decimalOf('-0.070')?.toString()).toBe('-0.07');
    for (const junk of ['', '1e3', '.5', '5.', '+-1', '12abc', undefined]) expect(decimalOf(junk)).toBeNull();
    expect(compareDecimal('abc', '1')).toBe(0);
  });
});

describe('formats (SPEC section 9)', () => {
  it('truncates to 2 decimals by default and signs positive values', () => {
    expect(truncate('12.349')).toBe('12.34');
    expect(truncate('-0.001')).toBe('0.00');
    expect(formatSigned('1.999')).toBe('+1.99');
    expect(formatSigned('-1234.5')).toBe('-1,234.50');
    expect(formatRatio('0.456')).toBe('+0.45%');
    expect(formatRatio('-2.1')).toBe('-2.10%');
  });

  it('keeps a change as exact as its price', () => {
    expect(formatChange('0.00125', '1.08345')).toBe('+0.00125');
    expect(formatChange('-1.5', '189.20')).toBe('-1.50');
  });

  it('groups prices and shortens volumes', () => {
    expect(formatPrice('42544.22')).toBe('42,544.22');
    expect(formatVolume('12345678')).toBe('12.34M');
    expect(formatVolume('950')).toBe('950');
    expect(formatVolume('1000')).toBe('1.00K');
  });

  it('writes dates as MM/DD/YYYY', () => {
    expect(formatDate('2026-11-20')).toBe('11/20/2026');
    expect(formatDate(new Date(2026, 0, 5).getTime())).toBe('01/05/2026');
    // The server's own MM/DD/YYYY (the funding overview's day) stays as it is.
    expect(formatDate('11/20/2026')).toBe('11/20/2026');
  });

  it('writes percentages through one helper: truncated to 2 decimals, signed when asked, from a fraction or exact', () => {
    expect(formatPercent('182.149')).toBe('182.14%');
    expect(formatPercent('1234.5', { signed: true })).toBe('+1,234.50%');
    expect(formatPercent('1280.12', { grouped: false })).toBe('1280.12%');
    expect(formatPercent('-0.001', { signed: true })).toBe('0.00%');
    expect(formatPercent('0.0525', { fraction: true, signed: true })).toBe('+5.25%');
    expect(formatPercent('0.2', { fraction: true, places: 'exact' })).toBe('20%');
    expect(formatPercent('0.125', { fraction: true, places: 'exact' })).toBe('12.5%');
    expect(formatPercent('abc')).toBe('--');
    expect(formatPercent(null)).toBe('--');
  });
});

describe('figures in the other languages', () => {
  afterEach(() => formatLocale.set('en'));

  it('write a percentage with the language’s separators: 182,14% in Indonesian, 182.14% in Chinese', () => {
    formatLocale.set('id');
    expect(formatPercent('182.14')).toBe('182,14%');
    expect(formatPercent('1234.5', { signed: true })).toBe('+1.234,50%');
    expect(formatPercent('1280.12', { grouped: false })).toBe('1280,12%');
    expect(formatPercent('0.0525', { fraction: true, signed: true })).toBe('+5,25%');
    expect(formatPercent('0.125', { fraction: true, places: 'exact' })).toBe('12,5%');
    expect(formatRatio('-2.1')).toBe('-2,10%');
    formatLocale.set('zh-Hant');
    expect(formatPercent('182.14')).toBe('182.14%');
    expect(formatPercent('1234.5')).toBe('1,234.50%');
  });

  it('write a day in the language’s order: day first in Indonesian, year first in Chinese', () => {
    formatLocale.set('id');
    expect(formatDate('2026-07-12')).toBe('12/07/2026');
    expect(formatDate('07/12/2026')).toBe('12/07/2026');
    expect(formatDate(new Date(2026, 6, 12, 23, 59).getTime())).toBe('12/07/2026');
    formatLocale.set('zh-Hant');
    expect(formatDate('2026-07-12')).toBe('2026/07/12');
    expect(formatDate('07/12/2026')).toBe('2026/07/12');
    expect(formatDate(new Date(2026, 6, 12).getTime())).toBe('2026/07/12');
  });
});
