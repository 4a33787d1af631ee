import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeHandlers } from '../../test/render-app';
import { pretendLaidOut } from '../../test/jsdom-layout';
import { anIndex, aQuote, pageOf } from '../../test/market-fixtures';
import { renderApp } from '../../test/render-app';

const previewIndices = [
  anIndex('.DJI', 'Dow Jones Industrial Average', { change: '120.50', change_ratio: '0.28' }),
  anIndex('.FTSE', 'FTSE 100', { change: '-8.10', change_ratio: '-0.10' }),
  anIndex('.N225', 'Nikkei 225'),
];
const gainers = ['NVDA', 'AAPL', 'MSFT'].map((code, i) =>
  aQuote({ stock_code: code, price_nominal: `${100 + i}.00`, change_ratio: `${5 - i}.00` }),
);
const global = {
  amerciaList: [
    anIndex('.DJI', 'Dow Jones'),
    anIndex('.SPX', 'S&P 500'),
    anIndex('.IXIC', 'Nasdaq'),
    anIndex('.RUT', 'Russell 2000'),
  ],
  europeList: [
    anIndex('.FTSE', 'FTSE 100'),
    anIndex('.GDAXI', 'DAX'),
    anIndex('.FCHI', 'CAC 40'),
    anIndex('.AEX', 'AEX'),
  ],
  asiaList: [anIndex('.N225', 'Nikkei 225')],
};

const handlers: FakeHandlers = {
  topIndex: () => previewIndices,
  usStockList: () => pageOf(gainers),
  globalIndex: () => global,
  ipoList: () =>
    pageOf([
      {
        symbol: 'RDDT',
        name: 'Reddit, Inc.',
        issuePrice: '34.00',
        currency: 'USD',
        lotSize: 100,
        exchangeCode: 'NYSE',
        subscriptionStartDate: '2026-11-18',
        subscriptionEndDate: '2026-11-24',
        drawDate: '2026-11-25',
        listingDate: '2026-11-27',
        prospectusDate: '2026-11-10',
        fundRaising: '748000000',
        status: 'subscribing',
        localLogoUrl: '',
      },
    ]),
};

const nextFrame = () => act(() => new Promise((resolve) => setTimeout(resolve, 40)));

describe('/market', () => {
  it('opens on Preview: the map with index labels and the grid of top stocks', async () => {
    const { call } = renderApp('/market', { handlers });
    expect(await screen.findByRole('tab', { name: 'Preview', selected: true })).toBeVisible();
    // The atlas loads on first use (its own chunk), which can take a few seconds on a busy machine.
    const labels = await screen.findAllByTestId('map-label', {}, { timeout: 5_000 });
    // Each label is a link named by what it shows; where it shortens the index's name, the full one describes it.
    expect(labels[0]).toHaveAccessibleName('Dow Jones +0.28%');
    expect(labels[1]).toHaveAccessibleName('FTSE 100 -0.10%');
    expect(labels[2]).toHaveAccessibleName('Nikkei 225 +1.01%');
    expect(labels.map((l) => l.getAttribute('aria-description'))).toEqual(['Dow Jones Industrial Average', null, null]);
    expect(labels[1]?.getAttribute('class')).toContain('trend-down');
    const grid = screen.getByRole('list', { name: 'Top US gainers' });
    expect(
      within(grid)
        .getAllByTestId('stock-card')
        .map((c) => c.dataset.code),
    ).toEqual(['NVDA', 'AAPL', 'MSFT']);
    expect(call).toHaveBeenCalledWith('topIndex', { type: 0 }, expect.anything());
    expect(call).toHaveBeenCalledWith(
      'usStockList',
      { market: 0, sort: 'f3', order: 'desc', pageNo: 1, pageSize: 9 },
      expect.anything(),
    );
    expect(screen.getByTestId('simulated-note').textContent).toMatch(/Simulated data/);
  });

  it('opens an index from the map at /quote/index and a stock at /quote/stock', async () => {
    const { router } = renderApp('/market', { handlers });
    fireEvent.click((await screen.findAllByTestId('map-label'))[0] as Element);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/index'));
    expect(router.state.location.search).toBe('?source=INDEX&name=Dow+Jones+Industrial+Average&code=.DJI&market=INDEX');

    await act(() => router.navigate('/market'));
    fireEvent.click(await screen.findByRole('link', { name: /NVDA/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/stock'));
  });

  it('moves prices live and flashes them', async () => {
    const app = renderApp('/market', { handlers });
    const card = (await screen.findAllByTestId('stock-card'))[0] as HTMLElement;
    app.socket.open();
    // The index cards come from a query of their own: on a busy machine they may subscribe a frame or two later.
    await waitFor(async () => {
      await nextFrame();
      expect(app.socket.sentOf('subscribe').flatMap((m) => String(m.channel).split(','))).toEqual(
        expect.arrayContaining(['UsStock.NVDA', 'Index..FTSE']),
      );
    });
    app.socket.quote('UsStock.NVDA', { price_nominal: '99.50', change: '-0.50', change_ratio: '-0.50' });
    await nextFrame();
    const price = within(card).getByTestId('quote-price');
    expect(price.textContent).toBe('99.50');
    expect(price.className).toContain('flash-down');
  });

  it('shows US Stock: three American and three European index cards and the popular list with its filters', async () => {
    const { call } = renderApp('/market?tab=1', { handlers });
    const america = await screen.findByRole('list', { name: 'Americas' });
    expect(within(america).getAllByTestId('index-card')).toHaveLength(3);
    expect(within(screen.getByRole('list', { name: 'Europe' })).getAllByTestId('index-card')).toHaveLength(3);
    expect(await screen.findAllByTestId('quote-row')).toHaveLength(3);
    expect(call).toHaveBeenCalledWith(
      'usStockList',
      { market: 0, sort: 'f3', order: 'desc', pageNo: 1, pageSize: 15 },
      expect.anything(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'NYSE' }));
    fireEvent.click(screen.getByRole('button', { name: 'Most active' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'usStockList',
        { market: 2, sort: 'f5', order: 'desc', pageNo: 1, pageSize: 15 },
        expect.anything(),
      ),
    );
    expect(screen.getByRole('button', { name: 'Most active' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('loads the next page of a list when its end comes into view, then says there is no more', async () => {
    const page1 = Array.from({ length: 15 }, (_, i) => aQuote({ stock_code: `P1S${i}` }));
    const page2 = [aQuote({ stock_code: 'LAST' })];
    pretendLaidOut();
    const { call } = renderApp('/market?tab=1', {
      handlers: {
        ...handlers,
        usStockList: (input) => (input.pageNo === 2 ? pageOf(page2, 2, 2) : pageOf(page1, 1, 2)),
      },
    });
    expect(await screen.findByRole('link', { name: /LAST/ })).toBeVisible();
    expect(screen.getAllByTestId('quote-row')).toHaveLength(16);
    expect(await screen.findByText('No more')).toBeVisible();
    expect(call).toHaveBeenCalledWith(
      'usStockList',
      { market: 0, sort: 'f3', order: 'desc', pageNo: 2, pageSize: 15 },
      expect.anything(),
    );
  });

  it('switches the US sub-tabs', async () => {
    renderApp('/market?tab=1', { handlers });
    expect(await screen.findByRole('tab', { name: 'Popular Stocks', selected: true })).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'IPO' }));
    expect(await screen.findByRole('table', { name: 'IPO' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'IPO', selected: true })).toBeVisible();
  });

  it('shows the IPO table with symbol, name, issue price and status', async () => {
    renderApp('/market?tab=1&sub=2', { handlers });
    const table = await screen.findByRole('table', { name: 'IPO' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Symbol', 'Name', 'Issue price', 'Status']);
    const cells = within(within(table).getByTestId('ipo-row')).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['RDDT', 'Reddit, Inc.', '34.00USD', 'Subscribing11/24/2026']);
  });

  it('lists world indices by region with name, price, change and ratio; an index opens /quote/index', async () => {
    const { router } = renderApp('/market?tab=2', { handlers });
    const europe = await screen.findByRole('region', { name: 'Europe' });
    const dax = within(europe).getByRole('link', { name: /DAX/ });
    expect(dax.textContent).toContain('42,544.22');
    expect(dax.textContent).toContain('+1.00');
    expect(dax.textContent).toContain('+1.01%');
    fireEvent.click(dax);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quote/index'));
  });

  it('shows an error with a retry when a list fails', async () => {
    let fail = true;
    renderApp('/market?tab=2', {
      handlers: {
        globalIndex: () => {
          if (fail) throw new Error('down');
          return global;
        },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Asia-Pacific' })).toBeVisible();
  });
});
