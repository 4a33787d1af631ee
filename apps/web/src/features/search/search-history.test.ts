import { beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_MAX, searchHistory } from './search-history';

const ref = (code: string) => ({ source: 'US', name: `${code} Inc.`, code, market: 'US' }) as const;

beforeEach(() => {
  searchHistory.clear();
});

describe('search history', () => {
  it('keeps opened instruments newest first, each once, under bourse_search_history', () => {
    searchHistory.add(ref('AAPL'));
    searchHistory.add(ref('MSFT'));
    searchHistory.add(ref('AAPL'));
    expect(searchHistory.get().map((r) => r.code)).toEqual(['AAPL', 'MSFT']);
    expect(JSON.parse(localStorage.getItem('bourse_search_history') ?? '[]')).toHaveLength(2);
  });

  it('keeps at most 20, dropping the oldest', () => {
    for (let i = 1; i <= 25; i++) searchHistory.add(ref(`S${i}`));
    const codes = searchHistory.get().map((r) => r.code);
    expect(codes).toHaveLength(SEARCH_HISTORY_MAX);
    expect(codes[0]).toBe('S25');
    expect(codes.at(-1)).toBe('S6');
  });

  it('survives a reload and ignores what is not an instrument', () => {
    localStorage.setItem('bourse_search_history', JSON.stringify([ref('TSLA'), { code: 1 }, 'junk']));
    searchHistory.reload();
    expect(searchHistory.get()).toEqual([ref('TSLA')]);
    localStorage.setItem('bourse_search_history', '{not json');
    searchHistory.reload();
    expect(searchHistory.get()).toEqual([]);
  });

  it('clears', () => {
    searchHistory.add(ref('AAPL'));
    searchHistory.clear();
    expect(searchHistory.get()).toEqual([]);
    expect(localStorage.getItem('bourse_search_history')).toBeNull();
  });
});
