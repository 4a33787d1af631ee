import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anIndex, aQuote, pageOf } from '../../test/market-fixtures';
import { renderApp } from '../../test/render-app';
import { searchHistory } from './search-history';

afterEach(() => searchHistory.clear());

const apple = aQuote({ stock_code: 'AAPL', name: 'Apple Inc.' });
const spx = anIndex('.SPX', 'S&P 500');

describe('/search', () => {
  it('searches by name or code after typing stops, and opens the result, remembering it', async () => {
    const { call, router } = renderApp('/search', {
      handlers: {
        searchMarkets: () => pageOf([apple, spx]),
        stockDetail: () => Promise.reject(new Error('not needed')),
      },
    });
    expect(await screen.findByText(/Search stocks, indices/)).toBeVisible();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ap' } });
    expect(await screen.findByText('Apple Inc.')).toBeVisible();
    expect(call).toHaveBeenCalledWith(
      'searchMarkets',
      { stkName: 'ap', stkcode: 'ap', pageNo: 1, pageSize: 30 },
      expect.anything(),
    );

    fireEvent.click(screen.getByText('S&P 500'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/index'));
    expect(searchHistory.get()[0]).toEqual({ source: 'INDEX', name: 'S&P 500', code: '.SPX', market: 'INDEX' });
  });

  it('shows recent instruments with a clear button, and an empty result plainly', async () => {
    searchHistory.add({ source: 'US', name: 'Apple Inc.', code: 'AAPL', market: 'US' });
    renderApp('/search', { handlers: { searchMarkets: () => pageOf([]) } });
    expect(await screen.findByTestId('history-item')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('history-item')).toBeNull();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzzz' } });
    expect(await screen.findByText('No results for “zzzz”')).toBeVisible();
  });
});
