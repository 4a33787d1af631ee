import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../test/market-fixtures';
import { type FakeHandlers, renderApp, testUser } from '../../test/render-app';
import { aClose, anAccount, anOrder, aPosition } from '../../test/trade-fixtures';

const handlers = (extra: FakeHandlers = {}): FakeHandlers => ({
  positions: () => pageOf([aPosition()]),
  closedPositions: () => pageOf([aClose()]),
  entrustedOrders: () => pageOf([anOrder()]),
  tradingAccount: ({ account }) => anAccount({ account }),
  ...extra,
});

/** Lets the /push client send its subscriptions and write a frame of ticks. */
const frame = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('/trade (ORDER tab)', () => {
  it('shows Holding by default, then Closing and Entrusted, keeping the segment in the query', async () => {
    const { router } = renderApp('/trade', { user: testUser(), handlers: handlers() });
    const card = await screen.findByTestId('position-card');
    expect(within(card).getByText('AAPL')).toBeVisible();
    expect(within(card).getByText('Apple Inc.')).toBeVisible();
    expect(within(card).getByText('Long · 5x Isolated')).toBeVisible();
    expect(within(card).getByTestId('position-price').textContent).toBe('201.00');
    expect(within(card).getByTestId('position-profit').textContent).toBe('+10.00 USD');
    expect(within(card).getByTestId('position-total').textContent).toBe('2,010.00');
    expect(within(card).getByText('180.00')).toBeVisible();
    expect(within(card).getByText('200.10')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('stock-equity').textContent).toBe('5,120.50'));
    expect(screen.getByTestId('stock-margin-level').textContent).toBe('1280.12%');

    fireEvent.click(screen.getByRole('tab', { name: 'Closing' }));
    const closed = await screen.findByTestId('closed-card');
    expect(within(closed).getByText('MSFT')).toBeVisible();
    expect(within(closed).getByText('Stock')).toBeVisible();
    expect(within(closed).getByText('Take-profit')).toBeVisible();
    expect(within(closed).getByTestId('closed-profit').textContent).toBe('+19.00 USD');
    expect(within(closed).getByText('410.00')).toBeVisible();
    // Long or short, the price the position was filled at (the Holding card's "Open price" is the market's then).
    expect(within(closed).getByText('Entry price').nextElementSibling?.textContent).toBe('400.00');
    expect(router.state.location.search).toBe('?type=1');

    fireEvent.click(screen.getByRole('tab', { name: 'Entrusted' }));
    const order = await screen.findByTestId('order-card');
    // What the order holds back (margin and fee), not the order's value.
    expect(within(order).getByText('Total reserved').nextElementSibling?.textContent).toBe('191.00');
    expect(within(order).getByText('190.00')).toBeVisible();
    expect(within(order).getByTestId('order-live-price').textContent).toBe('200.01');
    expect(router.state.location.search).toBe('?type=2');
  });

  it("shows the actual price at which a close covers the fee, and '--' for a short no price covers", async () => {
    const penny = aPosition({ id: 13, direction: 1, actualBuyingPrice: null });
    renderApp('/trade', { user: testUser(), handlers: handlers({ positions: () => pageOf([aPosition(), penny]) }) });
    const [long, short] = await screen.findAllByTestId('position-card');
    expect(within(long!).getByText('Actual buy price').nextElementSibling?.textContent).toBe('200.10');
    expect(within(short!).getByText('Actual buy price').nextElementSibling?.textContent).toBe('--');
  });

  it('recomputes open profit and value from pushed ticks: a long at the bid, a short at the ask', async () => {
    const short = aPosition({ id: 12, direction: 1, profit: '-10.00', newPrice: '201.02', isolatedPosition: 0 });
    const app = renderApp('/trade', {
      user: testUser(),
      handlers: handlers({ positions: () => pageOf([aPosition(), short]) }),
    });
    const [long, sell] = await screen.findAllByTestId('position-card');
    app.socket.open();
    await frame();
    act(() => app.socket.quote('UsStock.AAPL', { bid: '205.00', ask: '205.03', t: Date.now() }));
    await waitFor(() => expect(within(long!).getByTestId('position-profit').textContent).toBe('+50.00 USD'));
    expect(within(long!).getByTestId('position-price').textContent).toBe('205.00');
    expect(within(long!).getByTestId('position-total').textContent).toBe('2,050.00');
    expect(within(long!).getByTestId('position-profit').className).toContain('trend-up');
    expect(within(sell!).getByTestId('position-profit').textContent).toBe('-50.30 USD');
    expect(within(sell!).getByTestId('position-profit').className).toContain('trend-down');
    // Cross positions have no Add button.
    expect(within(sell!).queryByRole('button', { name: 'Add margin to AAPL' })).toBeNull();
  });

  it('cancels an entrusted order after a confirmation, refreshes the list and says Success', async () => {
    let orders = [anOrder()];
    const { call } = renderApp('/trade?type=2', {
      user: testUser(),
      handlers: handlers({
        entrustedOrders: () => pageOf(orders),
        cancelOrder: ({ orderId }) => {
          orders = [];
          return anOrder({ orderId, status: 2, statusLabel: 'Cancel Order', cancelReason: 'user' });
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.getByText('Cancel this order?')).toBeVisible());
    expect(call).not.toHaveBeenCalledWith('cancelOrder', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('cancelOrder', { orderId: 21 }));
    await waitFor(() => expect(screen.getByText('Success')).toBeVisible());
    await waitFor(() => expect(screen.getByText('No orders waiting.')).toBeVisible());
  });

  it('keeps the order when the confirmation is declined', async () => {
    const { call } = renderApp('/trade?type=2', { user: testUser(), handlers: handlers() });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Cancel this order?')).toBeNull(), { timeout: 5000 });
    expect(call).not.toHaveBeenCalledWith('cancelOrder', expect.anything());
    expect(screen.getByTestId('order-card')).toBeVisible();
  });

  it('refreshes on a trade event and shows its message', async () => {
    let positions = [aPosition()];
    const app = renderApp('/trade', {
      user: testUser(),
      handlers: handlers({ positions: () => pageOf(positions) }),
    });
    expect(await screen.findByTestId('position-card')).toBeVisible();
    act(() => app.socket.open());
    positions = [];
    act(() =>
      app.socket.privateEvent('trade', {
        kind: 'closed',
        account: 'stock',
        orderId: null,
        positionId: 11,
        stockCode: 'AAPL',
        message: 'Stop-loss: AAPL closed at 190.00',
      }),
    );
    await waitFor(() => expect(screen.getByText('Stop-loss: AAPL closed at 190.00')).toBeVisible());
    await waitFor(() => expect(screen.getByText('No open positions in your Stock account.')).toBeVisible());
  });

  it("lists the chosen account's positions under its figures, and counts each account's on the switch", async () => {
    const gold = aPosition({ id: 12, stockCode: 'XAUUSD', stockName: 'Gold', account: 'future' });
    const { call } = renderApp('/trade', {
      user: testUser(),
      handlers: handlers({
        positions: ({ account }) => pageOf(account === 'future' ? [gold] : account === 'stock' ? [aPosition()] : []),
        tradingAccount: ({ account }) => anAccount({ account, positions: account === 'forex' ? 0 : 1 }),
      }),
    });
    expect(within(await screen.findByTestId('position-card')).getByText('AAPL')).toBeVisible();
    const future = await screen.findByRole('tab', { name: 'Future, 1 position' });
    expect(screen.getByRole('tab', { name: 'Forex' })).toBeVisible();

    fireEvent.click(future);
    await waitFor(() => expect(within(screen.getByTestId('position-card')).getByText('XAUUSD')).toBeVisible());
    expect(screen.queryByText('AAPL')).toBeNull();
    expect(call).toHaveBeenCalledWith('positions', { account: 'future', pageNo: 1, pageSize: 15 }, expect.anything());

    fireEvent.click(screen.getByRole('tab', { name: 'Forex' }));
    expect(await screen.findByText('No open positions in your Forex account.')).toBeVisible();
  });

  it('switches the account figures and warns of a margin call', async () => {
    const { call } = renderApp('/trade', {
      user: testUser(),
      handlers: handlers({
        tradingAccount: ({ account }) =>
          account === 'future' ? anAccount({ account, marginCall: true, marginLevel: '92.50' }) : anAccount(),
      }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Future' }));
    expect((await screen.findByTestId('margin-call')).textContent).toContain('margin level is at or below 100%');
    expect(screen.getByTestId('future-margin-level').textContent).toBe('92.50%');
    expect(call).toHaveBeenCalledWith('tradingAccount', { account: 'future' }, expect.anything());
  });

  it('adds margin to an isolated position from a sheet', async () => {
    const { call } = renderApp('/trade', {
      user: testUser(),
      handlers: handlers({ addMargin: ({ id }) => aPosition({ id, marginAmount: '450.00' }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add margin to AAPL' }));
    const sheet = await screen.findByTestId('add-margin-sheet');
    fireEvent.change(within(sheet).getByLabelText('Amount'), { target: { value: '50' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Add margin' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('addMargin', { id: 11, amount: '50' }));
    await waitFor(() => expect(screen.getByText('Success')).toBeVisible());
  });

  it('opens the order screens from a card: buy-up, close and buy-down', async () => {
    const { router } = renderApp('/trade', { user: testUser(), handlers: handlers() });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/close'));
    expect(router.state.location.search).toBe('?source=US&name=Apple+Inc.&code=AAPL&market=US&direction=0&id=11');
    await act(() => router.navigate('/trade'));
    fireEvent.click(await screen.findByRole('button', { name: 'Buy down' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/stock'));
    expect(router.state.location.search).toBe('?source=US&name=Apple+Inc.&code=AAPL&market=US&direction=1');
  });

  it('offers a visitor to log in', async () => {
    const { call } = renderApp('/trade');
    await waitFor(() => expect(screen.getByText('Your positions and orders')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('positions', expect.anything(), expect.anything());
  });
});
