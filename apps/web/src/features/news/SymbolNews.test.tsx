import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aQuote } from '../../test/market-fixtures';
import { type FakeHandlers, renderApp } from '../../test/render-app';

const apple = aQuote({ stock_code: 'AAPL', name: 'Apple Inc.' });
const quoteHandlers: FakeHandlers = {
  stockDetail: () => ({
    stockInfo: { ...apple, sector: '', lotSize: 1, tickSize: '0.01', high52w: '1', low52w: '1', profile: '' },
    selfSelectStatus: 0,
    currencyUsDatetime: 'USD',
    relatedFutures: [],
  }),
  kline: (input) => ({ stockCode: 'AAPL', market: 'US', type: input.type, prevClose: '1', candles: [] }),
};
const STOCK = '/quote/stock?source=US&name=Apple+Inc.&code=AAPL&market=US';

describe('the quote screen’s news', () => {
  it('lists the articles tagged with the instrument’s symbol, each opening the article', async () => {
    const app = renderApp(STOCK, {
      handlers: {
        ...quoteHandlers,
        articleList: ({ tag }) => ({
          data:
            tag === 'AAPL'
              ? [
                  {
                    id: 4,
                    title: 'How orders on AAPL fill on Bourse',
                    deployTime: Date.UTC(2026, 10, 23),
                    imageUrl: '',
                    tags: ['AAPL'],
                    provider: 'staff' as const,
                    sourceName: 'Bourse',
                  },
                ]
              : [],
          pageNo: 1,
          totalPage: 1,
          total: 1,
        }),
      },
    });
    const list = await screen.findByRole('list', { name: 'News about AAPL' });
    expect(
      within(list)
        .getByRole('link', { name: /How orders on AAPL fill/ })
        .getAttribute('href'),
    ).toBe('/news/detail?id=4');
    expect(app.call).toHaveBeenCalledWith('articleList', { tag: 'AAPL', pageNo: 1, pageSize: 15 }, expect.anything());
  });

  it('says when there is no news about it', async () => {
    renderApp(STOCK, {
      handlers: { ...quoteHandlers, articleList: () => ({ data: [], pageNo: 1, totalPage: 0, total: 0 }) },
    });
    expect(await screen.findByText('No news about AAPL yet')).toBeVisible();
  });
});
