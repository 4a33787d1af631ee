import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import translatedText from '../../lint/translated-text.js';

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.tsx'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { i18n: translatedText },
    rules: { 'i18n/translated-text': 'error' as const },
  },
];
const problems = (code: string) => linter.verify(code, config, 'Screen.tsx').map((m) => m.message);

describe('the translated-text lint rule', () => {
  it('fails on text users read that is written in the code', () => {
    expect(problems('const a = <span>Balance</span>;')).toHaveLength(1);
    expect(problems("const a = <span>{'Balance'}</span>;")).toHaveLength(1);
    expect(problems('const a = <img alt="A chart" />;')).toHaveLength(1);
    expect(problems("const a = <input placeholder={on ? 'Search' : t('x')} />;")).toHaveLength(1);
    expect(problems('const a = <button aria-label={`Close ${code}`} />;')).toHaveLength(1);
    expect(problems('const a = <span>余额</span>;')).toHaveLength(1);
  });

  it('passes translations, symbols, numbers, currency codes and props nobody reads', () => {
    expect(problems("const a = <span title={t('my.title')}>{t('my.balance')}</span>;")).toEqual([]);
    expect(problems('const a = <span className="row-label">▲ -- · 10x {amount} USD %</span>;')).toEqual([]);
    expect(problems('const a = <a href="/market" data-testid="market-link" />;')).toEqual([]);
  });
});
