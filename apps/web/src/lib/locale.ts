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

interface Separators {
  groupSign: string;
  decimalSign: string;
}
const ENGLISH_SEPARATORS: Separators = { groupSign: ',', decimalSign: '.' };
const separatorsOf = new Map<string, Separators>();

/** The language's thousands and decimal signs (',' and '.' in English and Chinese, '.' and ',' in Indonesian). */
function separators(): Separators {
  if (isEnglishFormat()) return ENGLISH_SEPARATORS;
  let signs = separatorsOf.get(current);
  if (!signs) {
    const parts = new Intl.NumberFormat(current).formatToParts(1234.5);
    signs = {
      groupSign: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimalSign: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separatorsOf.set(current, signs);
  }
  return signs;
}

/** Swaps the English separators for the locale's: '1,234.50' → '1.234,50' in Indonesian. */
export function localizeSeparators(english: string): string {
  if (isEnglishFormat()) return english;
  const { groupSign, decimalSign } = separators();
  if (groupSign === ',' && decimalSign === '.') return english;
  return english.replace(/[,.]/g, (c) => (c === ',' ? groupSign : decimalSign));
}

/**
 * A decimal string ('12.50', a form's value) as a number field shows it, ungrouped, with the language's decimal sign:
 * '12,50' in Indonesian. `readDecimalInput` reads it back.
 */
export function decimalInputText(value: string): string {
  const { decimalSign } = separators();
  return decimalSign === '.' ? value : value.replaceAll('.', decimalSign);
}

/**
 * What was typed into a number field as a decimal string: digits and decimal marks, anything else dropped. In a
 * language whose decimal sign is not '.' (Indonesian ','), that sign is the point, and so is a '.' typed without one
 * (what every keyboard has, and the server's strings use); typed beside one, a '.' is a thousands separator and is
 * dropped ('1.234,5' → '1234.5'). '12,5' → '12.5' in Indonesian; '12,5' → '125' in English, as before. Several points
 * are kept, so the field's check refuses the value rather than a guess.
 */
export function readDecimalInput(typed: string): string {
  const { decimalSign } = separators();
  if (decimalSign === '.') return typed.replace(/[^\d.]/g, '');
  const marks = typed.includes(decimalSign) ? typed.replaceAll('.', '').replaceAll(decimalSign, '.') : typed;
  return marks.replace(/[^\d.]/g, '');
}

/** An Intl date and time formatter for the current language (24-hour clock). */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(current, { hourCycle: 'h23', ...options });
}
