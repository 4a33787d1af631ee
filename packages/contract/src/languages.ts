/** The app's languages (issue 13): English, the default, first. */
export const LANGUAGES = ['en', 'zh-Hant', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the setting lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-Hant': '繁體中文',
  id: 'Bahasa Indonesia',
};

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language tags of an `accept-language` or `languages` header, best first ('zh-TW,zh;q=0.9' -> zh-TW, zh). */
export function headerLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The first of the browser's (or a header's) languages the app has: any Chinese reads Traditional Chinese (the one Chinese there
 * is), Indonesian is `id` (or the old `in`); English when none matches.
 */
export function languageFor(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en') return 'en';
    if (base === 'zh') return 'zh-Hant';
    if (base === 'id' || base === 'in') return 'id';
  }
  return DEFAULT_LANGUAGE;
}
