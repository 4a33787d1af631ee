import { afterEach, describe, expect, it } from 'vitest';
import { formatLocale } from '../../lib/locale';
import { chartChrome } from './chart-colors';

afterEach(() => formatLocale.set('en'));

describe("a chart's language", () => {
  it("is the app's, not the device's: its time axis and crosshair date read 'Mei' in Indonesian", () => {
    formatLocale.set('id');
    expect(chartChrome(10).localization?.locale).toBe('id');
    formatLocale.set('zh-Hant');
    expect(chartChrome(10).localization?.locale).toBe('zh-Hant');
  });

  it('is en-US in English, the locale whose axis labels the app writes without Intl (tick-marks.ts)', () => {
    expect(chartChrome(10).localization?.locale).toBe('en-US');
  });
});
