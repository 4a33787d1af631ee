import type { TradeTerms } from '@bourse/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { aQuote } from '../../test/market-fixtures';
import { type FakeHandlers, renderApp, testUser } from '../../test/render-app';
import { anAccount, anOrder, aPosition, someTerms } from '../../test/trade-fixtures';

const apple = aQuote({ stock_code: 'AAPL', name: 'Apple Inc.', price_nominal: '199.99', bid: '199.98', ask: '200.00' });
const detailOf = (quote = apple) => ({
  stockInfo: { ...quote, sector: '', lotSize: 1, tickSize: '0.01', high52w: '0', low52w: '0', profile: '' },
  selfSelectStatus: 0 as const,
  currencyUsDatetime: '',
  relatedFutures: [],
});

const handlers = (terms: Partial<TradeTerms> = {}, extra: FakeHandlers = {}): FakeHandlers => ({
  stockDetail: () => detailOf(),
  tradeTerms: () => someTerms(terms),
  tradingAccount: () => anAccount(),
  halfOrFullNum: () => ({ halfNum: 11, fullNum: 23, orderable: '4720.50' }),
  ...extra,
});

const PAYMENT = '/payment/stock?source=US&name=Apple+Inc.&code=AAPL&market=US&direction=0';

const summary = (id: string) => screen.getByTestId(`summary-${id}`).textContent;

describe('/payment/stock', () => {
  it('prices the order live: 1 AAPL at the ask 200.00, leverage 5 → margin 40.00, fee 1.00 (the minimum)', async () => {
    renderApp(PAYMENT, { user: testUser(), handlers: handlers() });
    expect(await screen.findByRole('heading', { name: 'Apple Inc.', level: 1 })).toBeVisible();
    expect((await screen.findByTestId('ask-price')).textContent).toBe('Ask 200.00');
    expect(screen.getByTestId('bid-price').textContent).toBe('Bid 199.98');

    fireEvent.click(screen.getByRole('radio', { name: '5x' }));
    expect(summary('notional')).toBe('200.00 USD');
    expect(summary('margin')).toBe('40.00 USD');
    expect(summary('fee')).toBe('1.00 USD');
    expect(summary('total')).toBe('41.00 USD');
    // The total stays in sight above the button.
    expect(screen.getByTestId('footer-total')).toHaveTextContent('Total 41.00 USD');
    await waitFor(() => expect(summary('orderable')).toBe('4,720.50 USD'));

    // A short sells at the bid; 3 units at 199.98 with leverage 5: 599.94 / 5 = 119.988 → 119.99.
    fireEvent.click(screen.getByRole('radio', { name: /Sell short/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(summary('margin')).toBe('119.99 USD');
  });

  it('fills Half and All from what the funds buy', async () => {
    const { call } = renderApp(PAYMENT, { user: testUser(), handlers: handlers() });
    const all = await screen.findByRole('button', { name: 'All' });
    await waitFor(() => expect(all).toBeEnabled());
    fireEvent.click(all);
    expect(screen.getByLabelText('Quantity')).toHaveValue('23');
    fireEvent.click(screen.getByRole('button', { name: 'Half' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('11');
    fireEvent.click(screen.getByRole('radio', { name: '3x' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'halfOrFullNum',
        { stockCode: 'AAPL', market: 'US', direction: 0, leverage: 3, price: undefined },
        expect.anything(),
      ),
    );
  });

  it('refuses a limit price off the tick grid before sending anything', async () => {
    const { call } = renderApp(PAYMENT, { user: testUser(), handlers: handlers() });
    fireEvent.click(await screen.findByRole('radio', { name: 'Limit' }));
    fireEvent.change(screen.getByLabelText('Limit price'), { target: { value: '199.995' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy long AAPL' }));
    await waitFor(() => expect(screen.getByText('The price must be a multiple of the tick size 0.01')).toBeVisible());
    expect(screen.queryByTestId('order-confirmation')).toBeNull();
    expect(call).not.toHaveBeenCalledWith('createStockOrder', expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Increase Limit price' }));
    expect(screen.getByLabelText('Limit price')).toHaveValue('200.00');
    expect(screen.queryByText('The price must be a multiple of the tick size 0.01')).toBeNull();
  });

  it('confirms, then places the order with the form as the payload, and shows the fill', async () => {
    const { call, router } = renderApp(PAYMENT, {
      user: testUser(),
      handlers: handlers(
        {},
        {
          createStockOrder: () => ({
            order: anOrder({ status: 1, orderType: 0, consignNum: 3, consignPrice: '200.00' }),
            position: aPosition({ positionNum: 3, marginAmount: '120.00', discountBuyingPrice: '200.00' }),
          }),
          positions: () => ({ data: [], pageNo: 1, totalPage: 1, total: 0 }),
        },
      ),
    });
    fireEvent.click(await screen.findByRole('radio', { name: '5x' }));
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Cross' }));
    fireEvent.click(screen.getByRole('button', { name: /Protect this position/ }));
    fireEvent.change(screen.getByLabelText('Stop-loss'), { target: { value: '190.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy long AAPL' }));

    // The dialog fades in: what it says is checked once it shows.
    const confirmation = await screen.findByTestId('order-confirmation');
    await waitFor(() => expect(within(confirmation).getByText('Buy long 3 AAPL')).toBeVisible());
    expect(within(confirmation).getByText('120.00 USD')).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('createStockOrder', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('createStockOrder', {
        stockCode: 'AAPL',
        market: 'US',
        direction: 0,
        orderType: 0,
        num: 3,
        price: undefined,
        leverage: 5,
        marginMode: 1,
        timeInForce: undefined,
        stopLossPrice: '190.00',
        takeProfitPrice: undefined,
        trailingStopType: undefined,
        trailingStopValue: undefined,
      }),
    );
    const result = await screen.findByTestId('order-result');
    expect(within(result).getByText('Order filled')).toBeVisible();
    fireEvent.click(within(result).getByRole('button', { name: 'View in Orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade'));
  });

  it('rests a limit order and leads to the entrusted list', async () => {
    const { call, router } = renderApp(PAYMENT, {
      user: testUser(),
      handlers: handlers({}, { createStockOrder: () => ({ order: anOrder(), position: null }) }),
    });
    expect(await screen.findByTestId('summary-price')).toHaveTextContent('Market · now 200.00');
    fireEvent.click(await screen.findByRole('radio', { name: 'Limit' }));
    // A limit order with no price yet is not summarised, nor costed, as a market one.
    expect(summary('price')).toBe('Limit --');
    expect(summary('margin')).toBe('--');
    expect(screen.getByTestId('footer-total')).toHaveTextContent('Total --');
    fireEvent.change(screen.getByLabelText('Limit price'), { target: { value: '190.00' } });
    expect(summary('price')).toBe('Limit 190.00');
    expect(summary('margin')).toBe('190.00 USD');
    fireEvent.click(screen.getByRole('radio', { name: 'Until cancelled' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy long AAPL' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'createStockOrder',
        expect.objectContaining({ orderType: 1, price: '190.00', timeInForce: 'gtc', num: 1 }),
      ),
    );
    await waitFor(() => expect(screen.getByText('Order placed')).toBeVisible());
    fireEvent.click(screen.getByRole('button', { name: 'View entrusted orders' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=2'));
  });

  it('sends futures through /gold/create, as the terms say', async () => {
    const { call } = renderApp('/payment/stock?source=FUTURES&name=Gold&code=GC&market=FUTURES&direction=1', {
      user: testUser(),
      handlers: handlers(
        { stockCode: 'GC', market: 'FUTURES', account: 'future', createPath: '/gold/create', contractSize: '100' },
        { createFutureOrder: () => ({ order: anOrder({ status: 1 }), position: aPosition() }) },
      ),
    });
    expect(await screen.findByText('In whole lots of 1; each unit is a contract of 100')).toBeVisible();
    fireEvent.click(await screen.findByRole('button', { name: 'Sell short GC' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'createFutureOrder',
        expect.objectContaining({ stockCode: 'GC', direction: 1 }),
      ),
    );
  });

  it('shows a refusal (422) under the form', async () => {
    renderApp(PAYMENT, {
      user: testUser(),
      handlers: handlers(
        {},
        {
          createStockOrder: () => {
            throw new ApiError(422, 'Insufficient balance in Stock: 10.00 available');
          },
        },
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy long AAPL' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect((await screen.findByTestId('order-refusal')).textContent).toBe(
      'Insufficient balance in Stock: 10.00 available',
    );
  });

  it('when the market is closed: market orders disabled with the opening time, limit orders allowed', async () => {
    const opens = new Date(2026, 10, 24, 9, 30).getTime();
    const { call } = renderApp(PAYMENT, {
      user: testUser(),
      handlers: handlers(
        { isOpen: false, nextOpenTimestamp: opens },
        { createStockOrder: () => ({ order: anOrder(), position: null }) },
      ),
    });
    const market = await screen.findByRole('radio', { name: 'Market' });
    expect(market).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Limit' })).toBeChecked();
    expect(screen.getByTestId('market-closed').textContent).toBe('Market closed · opens 11/24/2026 09:30');

    fireEvent.change(screen.getByLabelText('Limit price'), { target: { value: '195.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy long AAPL' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('createStockOrder', expect.objectContaining({ orderType: 1, price: '195.50' })),
    );
  });

  it('says why an instrument cannot be traded, with no form', async () => {
    renderApp(PAYMENT, {
      user: testUser(),
      handlers: handlers({ tradable: false, reason: 'Block trades need a permission' }),
    });
    await waitFor(() => expect(screen.getByText('This instrument cannot be traded here')).toBeVisible());
    expect(screen.getByText('Block trades need a permission')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Buy long AAPL' })).toBeNull();
  });

  it('sends a visitor to log in first', async () => {
    const { router } = renderApp(PAYMENT, { handlers: handlers() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
