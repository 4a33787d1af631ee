import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { languageStore } from '../../settings/language';
import { anIndex, aQuote } from '../../test/market-fixtures';
import { type FakeHandlers, renderApp, testUser } from '../../test/render-app';
import { aPosition } from '../../test/trade-fixtures';

// The news section and the simulated-data note, counted: a tick must not render them again.
const rendered = vi.hoisted(() => ({ news: 0, note: 0 }));
vi.mock('../news/SymbolNews', async (original) => {
  const news = await original<typeof import('../news/SymbolNews')>();
  return {
    ...news,
    SymbolNews: (props: Parameters<typeof news.SymbolNews>[0]) => {
      rendered.news++;
      return news.SymbolNews(props);
    },
  };
});
vi.mock('../../ui/SimulatedNote', async (original) => {
  const note = await original<typeof import('../../ui/SimulatedNote')>();
  return {
    SimulatedNote: () => {
      rendered.note++;
      return note.SimulatedNote();
    },
  };
});

const apple = aQuote({ stock_code: 'AAPL', name: 'Apple Inc.', price_nominal: '189.20', change: '-1.30' });
const gold = aQuote({ stock_code: 'GC', name: 'Gold', market: 'FUTURES', source: 'FUTURES', channel: 'Futures.GC' });

const detail = (selfSelectStatus: 0 | 1) => ({
  stockInfo: {
    ...apple,
    sector: 'Technology',
    lotSize: 1,
    tickSize: '0.01',
    high52w: '237.23',
    low52w: '164.08',
    profile: 'Apple designs, manufactures and markets smartphones, personal computers, tablets and wearables.',
  },
  selfSelectStatus,
  currencyUsDatetime: 'USD · 11/20/2026 15:59 ET',
  relatedFutures: [gold],
});

const kline = (type: string) => ({
  stockCode: 'AAPL',
  market: 'US',
  type,
  prevClose: '190.50',
  candles: [{ t: 1_700_000_000_000, open: '190.00', high: '191.00', low: '189.00', close: '189.20', volume: '100' }],
});

const handlers = (status: 0 | 1 = 0): FakeHandlers => ({
  stockDetail: () => detail(status),
  kline: (input) => kline(input.type),
  watchlistRows: () => [],
  watchlistSave: () => ({ id: 5 }),
});

const STOCK = '/quote/stock?source=US&name=Apple+Inc.&code=AAPL&market=US';

describe('/quote/stock', () => {
  it('shows the live header, details, profile and related futures, with Buy and Sell', async () => {
    const app = renderApp(STOCK, { handlers: handlers() });
    expect(await screen.findByRole('heading', { name: 'Apple Inc.', level: 1 })).toBeVisible();
    const header = await screen.findByRole('region', { name: 'Price' });
    expect(within(header).getByTestId('detail-price').textContent).toBe('189.20');
    expect(within(header).getByText('-1.30')).toBeVisible();
    expect(within(header).getByTestId('market-status').textContent).toBe('Trading');
    expect(screen.getByTestId('stat-high52w').textContent).toContain('237.23');
    // The bid, and under it the size quoted there.
    expect(screen.getByTestId('stat-bid').querySelector('dd')?.firstChild?.textContent).toBe('99.99');
    expect(within(screen.getByTestId('stat-bid')).getByText('× 300')).toBeVisible();
    expect(screen.getByText(/designs, manufactures/)).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Related futures' })).getByRole('link', { name: /GC/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buy' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sell' })).toBeVisible();
    expect(app.call).toHaveBeenCalledWith('stockDetail', { stockCode: 'AAPL', market: 'US' }, expect.anything());

    app.socket.open();
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    app.socket.quote('UsStock.AAPL', { price_nominal: '189.35', change: '-1.15', t: apple.t + 1000 });
    await waitFor(() => expect(within(header).getByTestId('detail-price').textContent).toBe('189.35'));
  });

  it('moves the time stamp with the price: each tick shows its own New York time', async () => {
    const app = renderApp(STOCK, { handlers: handlers() });
    const time = await screen.findByTestId('quote-time');
    // 1_700_000_000_000 is 11-14-2023 22:13:20 UTC, 17:13:20 in New York (EST).
    expect(time.textContent).toBe('New York time 11-14-2023 17:13:20');

    app.socket.open();
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    app.socket.quote('UsStock.AAPL', { price_nominal: '189.35', t: apple.t + 65_000 });
    await waitFor(() => expect(screen.getByTestId('detail-price').textContent).toBe('189.35'));
    expect(screen.getByTestId('quote-time').textContent).toBe('New York time 11-14-2023 17:14:25');
  });

  it('writes the New York time day first and the amplitude with a decimal comma in Indonesian', async () => {
    await languageStore.set('id');
    try {
      renderApp(STOCK, { handlers: handlers() });
      expect((await screen.findByTestId('quote-time')).textContent).toBe('Waktu New York 14/11/2023, 17.13.20');
      expect(screen.getByTestId('stat-amplitude')).toHaveTextContent('2,52%');
    } finally {
      await languageStore.set(null);
    }
  });

  it('writes the New York time year first in Traditional Chinese', async () => {
    await languageStore.set('zh-Hant');
    try {
      renderApp(STOCK, { handlers: handlers() });
      expect((await screen.findByTestId('quote-time')).textContent).toBe('紐約時間 2023/11/14 17:13:20');
    } finally {
      await languageStore.set(null);
    }
  });

  it('renders only what shows the quote on a tick, not the news or the simulated-data note', async () => {
    const app = renderApp(STOCK, { handlers: handlers() });
    await screen.findByRole('region', { name: 'Related futures' });
    await waitFor(() => expect(screen.getByTestId('simulated-note')).toBeVisible());
    app.socket.open();
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    const before = { ...rendered };
    // Rendered before the ticks (the count is the mocked components', so the comparison below compares something).
    expect(before.news).toBeGreaterThan(0);
    expect(before.note).toBeGreaterThan(0);
    for (const [i, price] of ['189.35', '189.40', '189.10'].entries()) {
      app.socket.quote('UsStock.AAPL', { price_nominal: price, t: apple.t + (i + 1) * 1000 });
      await waitFor(() => expect(screen.getByTestId('detail-price').textContent).toBe(price));
    }
    expect(rendered).toEqual(before);
  });

  it('switches chart periods, asking for each', async () => {
    const { call } = renderApp(STOCK, { handlers: handlers() });
    const intraday = await screen.findByRole('tab', { name: 'Intraday' });
    expect(intraday.getAttribute('aria-selected')).toBe('true');
    for (const period of ['1D', '1W', '1M', '3M', '1Y']) {
      fireEvent.click(screen.getByRole('tab', { name: period }));
      expect(screen.getByRole('tab', { name: period }).getAttribute('aria-selected')).toBe('true');
      await waitFor(() =>
        expect(call).toHaveBeenCalledWith(
          'kline',
          { stockCode: 'AAPL', market: 'US', type: period },
          expect.anything(),
        ),
      );
    }
  });

  it('adds to the watchlist when logged in', async () => {
    const { call } = renderApp(STOCK, { user: testUser(), handlers: handlers() });
    const star = await screen.findByRole('button', { name: 'Add to watchlist' });
    fireEvent.click(star);
    expect(await screen.findByText('Added to watchlist')).toBeVisible();
    expect(call).toHaveBeenCalledWith('watchlistSave', { stockCode: 'AAPL', market: 'US' });
    expect((await screen.findByTestId('watch-star')).getAttribute('aria-pressed')).toBe('true');
  });

  it('removes by stock code when the entry id is not known', async () => {
    const { call } = renderApp(STOCK, {
      user: testUser(),
      handlers: { ...handlers(1), watchlistDeleteByCode: () => null },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from watchlist' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('watchlistDeleteByCode', { market: 'US' }, { params: { stockCode: 'AAPL' } }),
    );
  });

  it('asks a visitor to log in, then goes to /login', async () => {
    const { router, call } = renderApp(STOCK, { handlers: handlers() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to watchlist' }));
    // The dialog fades in: visible once its animation has started, which a busy machine may delay.
    await waitFor(() => expect(screen.getByText('Log in to keep a watchlist.')).toBeVisible());
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(call).not.toHaveBeenCalledWith('watchlistSave', expect.anything());
  });

  it('says so when the query names no instrument', async () => {
    renderApp('/quote/stock?code=AAPL');
    expect(await screen.findByText('This instrument could not be found.')).toBeVisible();
  });
});

describe('Buy and Sell under a quote', () => {
  it('open the order screen with the direction, buy by default', async () => {
    const { router } = renderApp(STOCK, { user: testUser(), handlers: handlers() });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/stock'));
    expect(router.state.location.search).toBe('?source=US&name=Apple+Inc.&code=AAPL&market=US&direction=0');
  });

  it('send a visitor to log in first, and back to the order afterwards', async () => {
    const { router } = renderApp(STOCK, { handlers: handlers() });
    fireEvent.click(await screen.findByRole('button', { name: 'Sell' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const from = (router.state.location.state as { from: { pathname: string; search: string } }).from;
    expect(`${from.pathname}${from.search}`).toBe(
      '/payment/stock?source=US&name=Apple+Inc.&code=AAPL&market=US&direction=1',
    );
  });

  it('are not offered for an IPO before listing', async () => {
    renderApp('/quote/stock?source=IPO&name=Apple+Inc.&code=AAPL&market=US', { handlers: handlers() });
    expect(await screen.findByRole('region', { name: 'Price' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
  });
});

describe('positions on the quote chart', () => {
  it('lists the entry, stop-loss, take-profit and liquidation price of what the user holds', async () => {
    const { call } = renderApp(STOCK, {
      user: testUser(),
      handlers: {
        ...handlers(),
        positions: () => ({
          data: [aPosition({ stopLossPrice: '190.00', takeProfitPrice: '220.00', liquidationPrice: '180.00' })],
          pageNo: 1,
          totalPage: 1,
          total: 1,
        }),
      },
    });
    const legend = await screen.findByRole('list', { name: 'Your positions on the chart' });
    expect(
      within(legend)
        .getAllByTestId('chart-line')
        .map((chip) => chip.textContent),
    ).toEqual(['Long 10 200.00', 'SL 190.00', 'TP 220.00', 'Liq 180.00']);
    expect(call).toHaveBeenCalledWith(
      'positions',
      { stockCode: 'AAPL', market: 'US', pageNo: 1, pageSize: 100 },
      expect.anything(),
    );
  });

  it('draws nothing for a visitor', async () => {
    const { call } = renderApp(STOCK, { handlers: handlers() });
    expect(await screen.findByRole('region', { name: 'Price' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Your positions on the chart' })).toBeNull();
    expect(call).not.toHaveBeenCalledWith('positions', expect.anything(), expect.anything());
  });
});

describe('/quote/index', () => {
  it('shows the index chart and details without a company profile or bid and ask', async () => {
    const spx = anIndex('.SPX', 'S&P 500');
    renderApp('/quote/index?source=INDEX&name=S%26P+500&code=.SPX&market=INDEX', {
      handlers: {
        stockDetail: () => ({
          ...detail(0),
          stockInfo: { ...detail(0).stockInfo, ...spx },
          relatedFutures: [],
        }),
        kline: (input) => kline(input.type),
      },
    });
    expect(await screen.findByTestId('stat-high52w')).toBeVisible();
    expect(screen.getByRole('tablist', { name: 'Chart period' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Company profile' })).toBeNull();
    expect(screen.queryByTestId('stat-bid')).toBeNull();
  });
});
