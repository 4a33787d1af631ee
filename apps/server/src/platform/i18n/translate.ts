import { type Language, headerLanguages, languageFor } from '@bourse/contract';
import { CATALOG, type Entry } from './catalog.ts';

/**
 * The language of a request: the `languages` header the app sends (docs/product.md §7), else `accept-language` (a
 * browser's own), else English.
 */
export function requestLanguage(headers: Record<string, string | string[] | undefined>): Language {
  const first = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  return languageFor([...headerLanguages(first('languages')), ...headerLanguages(first('accept-language'))]);
}

interface Pattern {
  regex: RegExp;
  names: string[];
  entry: Entry;
}

const exact = new Map<string, Entry>();
const patterns: Pattern[] = [];
const HOLE = /\{(\w+)\}/g;
/**
 * What a hole matches: a `{num}` is always a quantity, so a text before it that holds ': ' itself (the stop-out's
 * reason, "Stop-out: margin level below 50%: 5 MSFT closed…") is not cut short there; any other hole, the shortest
 * text that lets the rest match.
 */
const holePattern = (name: string) => (name === 'num' ? '(-?[\\d,]+(?:\\.\\d+)?)' : '(.+?)');
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

for (const entry of CATALOG) {
  const [en] = entry;
  if (!/\{\w+\}/.test(en)) {
    exact.set(en, entry);
    continue;
  }
  const names = [...en.matchAll(HOLE)].map((m) => m[1] ?? '');
  const source = en
    .split(HOLE)
    .map((part, i) => (i % 2 === 0 ? escape(part) : holePattern(part)))
    .join('');
  patterns.push({ regex: new RegExp(`^${source}$`, 's'), names, entry });
}

const fill = (template: string, values: Record<string, string>, language: Language): string =>
  template.replace(HOLE, (_m, name: string) => {
    const value = values[name] ?? '';
    // A hole may hold a text of the catalogue itself (a reason label, a wallet name), or an amount.
    return translateText(value, language) ?? localNumber(value, language) ?? value;
  });

/**
 * A number as the server writes it in English: grouped by threes (`5,000.00`) or not at all (`4521.30`), with an
 * optional fraction and currency code.
 */
const ENGLISH_NUMBER = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?( [A-Z]{3,4})?$/;

/**
 * An amount in a hole written as the app writes it in the language (lib/format.ts): Indonesian groups by threes with
 * `.` and marks decimals with `,` (`4.521,30`, `5.000,00 USD`); Traditional Chinese writes them as English does. A
 * plain whole number with neither grouping, fraction nor currency (a count, a code such as `0700`) stays as written.
 */
function localNumber(value: string, language: Language): string | undefined {
  const m = language === 'id' ? ENGLISH_NUMBER.exec(value) : null;
  if (!m) return undefined;
  const [, sign = '', whole = '', fraction, currency = ''] = m;
  if (!whole.includes(',') && fraction === undefined && currency === '') return undefined;
  const grouped = whole.replaceAll(',', '').replace(/\B(?=(\d{3})+$)/g, '.');
  return `${sign}${grouped}${fraction === undefined ? '' : `,${fraction}`}${currency}`;
}

function translateText(text: string, language: Language): string | undefined {
  const index = language === 'zh-Hant' ? 1 : 2;
  const hit = exact.get(text);
  if (hit) return hit[index];
  for (const p of patterns) {
    const m = p.regex.exec(text);
    if (m) return fill(p.entry[index], Object.fromEntries(p.names.map((n, i) => [n, m[i + 1] ?? ''])), language);
  }
  return undefined;
}

/** A `field: rule` message: the field stays as sent, the rule is translated. */
const FIELD_RULE = /^([A-Za-z_][\w.[\]-]*): (.+)$/s;

/** True when the catalogue has the text (whole, or the rule of a `field: rule`). */
export function isTranslated(text: string): boolean {
  const m = FIELD_RULE.exec(text);
  return translateText(text, 'id') !== undefined || (m?.[2] !== undefined && translateText(m[2], 'id') !== undefined);
}

/**
 * A message of the server (an error's msg, an inbox message, a mail) in the language: the English text when the
 * language is English or the catalogue does not know it.
 */
export function translate(text: string, language: Language): string {
  if (language === 'en' || text === '') return text;
  const whole = translateText(text, language);
  if (whole !== undefined) return whole;
  const m = FIELD_RULE.exec(text);
  const rule = m?.[2] && translateText(m[2], language);
  return m && rule ? `${m[1]}: ${rule}` : text;
}
