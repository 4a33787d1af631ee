import type { StatedRules } from '@bourse/contract';
import { describeRules } from '@bourse/domain';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '../settings/language';
import { RULES_OF_EACH_KIND } from '../test/strategy-fixtures';
import { StrategyRulesText } from './StrategyRulesText';

afterEach(() => languageStore.set(null));

const CASES = (['day', 'minute'] as const).flatMap((candle) => RULES_OF_EACH_KIND.map((rules) => ({ rules, candle })));

/** The sentence shown for the rules, the component unmounted again. */
const shown = (rules: StatedRules) => {
  const { container, unmount } = render(<StrategyRulesText rules={rules} />);
  const text = container.textContent;
  unmount();
  return text;
};

describe("a strategy's rules in words", () => {
  it.each(CASES)(
    'are in English word for word the server’s sentence: $rules.kind, shorts $rules.allowShort, $candle',
    ({ rules, candle }) => {
      expect(shown({ ...rules, candle })).toBe(describeRules(rules, candle));
    },
  );

  it('are written in Traditional Chinese when that is the language, minutes and days alike', async () => {
    await languageStore.set('zh-Hant');
    expect(shown({ kind: 'trend', fast: 5, slow: 20, allowShort: true, candle: 'day' })).toBe(
      '5 日均價高於 20 日均價時持有多單，低於時持有空單。',
    );
    expect(shown({ kind: 'breakout', entry: 30, exit: 15, candle: 'minute' })).toBe(
      '收盤價高於過去 30 分鐘的最高價時買入，收盤價低於過去 15 分鐘的最低價時賣出。',
    );
    expect(shown({ kind: 'reversion', window: 20, band: '1.5', allowShort: false, candle: 'minute' })).toBe(
      '價格跌至 20 分鐘均價下方 1.5 倍平均偏差時買入，回到均價時賣出。',
    );
  });

  it('write the band with the language’s decimal sign in Indonesian', async () => {
    await languageStore.set('id');
    expect(shown({ kind: 'reversion', window: 20, band: '1.5', allowShort: true, candle: 'day' })).toBe(
      'Membeli saat harga turun 1,5 deviasi rata-rata di bawah rata-rata 20 hari dan menjual saat harga kembali ke rata-rata; menjual short pada kenaikan yang sama di atas rata-rata dan membeli kembali di rata-rata.',
    );
  });
});
