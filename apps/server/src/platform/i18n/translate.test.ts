import { describe, expect, it } from 'vitest';
import { translate } from './translate.ts';

describe('an amount in a translated message', () => {
  it('takes the language’s separators in Indonesian, as the app writes amounts', () => {
    expect(translate('Your deposit of 12,345.50 USD was not credited.', 'id')).toBe(
      'Deposit Anda sebesar 12.345,50 USD tidak dikreditkan.',
    );
    expect(translate('80.00 USD credited to Balance.', 'id')).toBe('80,00 USD dikreditkan ke Saldo.');
    // Written ungrouped at the source (a fill price, a profit): grouped as the app groups them.
    expect(translate('-1234.5 USD credited to Balance.', 'id')).toBe('-1.234,5 USD dikreditkan ke Saldo.');
    expect(translate('4521 USD credited to Balance.', 'id')).toBe('4.521 USD dikreditkan ke Saldo.');
  });

  it('reads the same in a trading notice, whatever the size of the price', () => {
    const filled = (price: string) => translate(`Your buy limit order for 10 AAPL filled at ${price}.`, 'id');
    expect(filled('4521.30')).toContain('4.521,30.');
    expect(filled('189.30')).toContain('189,30.');
    expect(translate('Stop-loss: 10 AAPL closed at 1234.50, profit -12.34 USD.', 'id')).toContain(
      '1.234,50, laba -12,34 USD',
    );
  });

  it('translates a stop-out close, whose reason holds a colon of its own', () => {
    const notice = 'Stop-out: margin level below 50%: 1,000 MSFT closed at 340.00, profit -401.80 USD.';
    expect(translate(notice, 'id')).toBe(
      'Stop-out: level margin di bawah 50%: 1.000 MSFT ditutup di 340,00, laba -401,80 USD.',
    );
    expect(translate(notice, 'zh-Hant')).toBe(
      '強制平倉：保證金水平低於 50%：1,000 MSFT 以 340.00 平倉，盈虧 -401.80 USD。',
    );
  });

  it('stays as written in Traditional Chinese and English', () => {
    expect(translate('12,345.50 USD credited to Balance.', 'zh-Hant')).toBe('12,345.50 USD 已存入餘額。');
    expect(translate('12,345.50 USD credited to Balance.', 'en')).toBe('12,345.50 USD credited to Balance.');
  });

  it('leaves holes that are not an amount alone: codes, ungrouped whole numbers, text', () => {
    expect(translate('No instrument 0700', 'id')).toBe('Tidak ada instrumen 0700');
    expect(translate('No instrument BBCA', 'id')).toBe('Tidak ada instrumen BBCA');
    expect(translate('must be a whole number of lots of 100, or all 25000 units', 'id')).toBe(
      'harus kelipatan lot 100, atau seluruh 25000 unit',
    );
  });
});
