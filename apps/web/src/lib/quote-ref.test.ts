import { describe, expect, it, vi } from 'vitest';
import { anIndex, aQuote } from '../test/market-fixtures';
import { openQuote, parseQuoteRef, quotePath } from './quote-ref';

describe('opening a quote (SPEC section 2)', () => {
  it('sends an index to /quote/index with source, name, code and market', () => {
    const path = quotePath({ source: 'INDEX', name: 'S&P 500', code: '.SPX', market: 'INDEX' });
    expect(path).toBe('/quote/index?source=INDEX&name=S%26P+500&code=.SPX&market=INDEX');
  });

  it.each(['US', 'HK', 'ID', 'FUTURES', 'FOREX', 'BOND', 'BLOCK', 'IPO'] as const)(
    'sends source %s to /quote/stock',
    (source) => {
      expect(quotePath({ source, name: 'X', code: 'X', market: 'US' })).toMatch(/^\/quote\/stock\?source=/);
    },
  );

  it('opens through the router from a quote', () => {
    const navigate = vi.fn();
    openQuote(navigate, anIndex('.HSI', 'Hang Seng Index', { market: 'INDEX' }));
    openQuote(navigate, aQuote({ stock_code: 'AAPL', name: 'Apple Inc.' }));
    expect(navigate.mock.calls.map((c) => c[0])).toEqual([
      '/quote/index?source=INDEX&name=Hang+Seng+Index&code=.HSI&market=INDEX',
      '/quote/stock?source=US&name=Apple+Inc.&code=AAPL&market=US',
    ]);
  });

  it('reads the query back, refusing what names no instrument', () => {
    const ref = { source: 'HK', name: 'Tencent', code: '00700', market: 'HK' } as const;
    expect(parseQuoteRef(new URL(`http://x${quotePath(ref)}`).searchParams)).toEqual(ref);
    expect(parseQuoteRef(new URLSearchParams('source=US&code=AAPL&market=MARS'))).toBeNull();
    expect(parseQuoteRef(new URLSearchParams('source=US&market=US'))).toBeNull();
  });
});
