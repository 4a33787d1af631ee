/**
 * The language numbers and dates are written for. English keeps docs/product.md §9's formats exactly (1,234.50,
 * MM/DD/YYYY); the others follow Intl: Indonesian writes 1.234,50 and DD/MM/YYYY, Traditional Chinese YYYY/MM/DD.
 */
let current = 'en';

export const formatLocale = {
  get: (): string => current,
  set(language: string): void {
    current = language;
  },
};

/** True while the §9 English formats apply. */
export const isEnglishFormat = (): boolean => current === 'en';

/** Swaps the English separators for the locale's: '1,234.50' → '1.234,50' in Indonesian. */
export function localizeSeparators(english: string): string {
  if (isEnglishFormat()) return english;
  const parts = new Intl.NumberFormat(current).formatToParts(1234.5);
  const groupSign = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimalSign = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  if (groupSign === ',' && decimalSign === '.') return english;
  return english.replace(/[,.]/g, (c) => (c === ',' ? groupSign : decimalSign));
}

/** An Intl date and time formatter for the current language (24-hour clock). */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(current, { hourCycle: 'h23', ...options });
}
