import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aQuote, pageOf } from '../../test/market-fixtures';
import { type FakeHandlers, renderApp, testUser } from '../../test/render-app';
import { aClose, aPosition, someTerms } from '../../test/trade-fixtures';

const apple = aQuote({ stock_code: 'AAPL', name: 'Apple Inc.', price_nominal: '210.01', bid: '210.00', ask: '210.02' });
const handlers = (extra: FakeHandlers = {}): FakeHandlers => ({
  stockDetail: () => ({
    stockInfo: { ...apple, sector: '', lotSize: 1, tickSize: '0.01', high52w: '0', low52w: '0', profile: '' },
    selfSelectStatus: 0,
    currencyUsDatetime: '',
    relatedFutures: [],
  }),
  tradeTerms: () => someTerms(),
  positions: () => pageOf([aPosition()]),
  ...extra,
});

const CLOSE = '/payment/close?source=US&name=Apple+Inc.&code=AAPL&market=US&direction=0&id=11';
const figure = (id: string) => screen.getByTestId(`close-${id}`).textContent;

describe('/payment/close', () => {
  it('estimates closing all at the live bid: profit, fee, realised, margin released and what comes back', async () => {
    const { call } = renderApp(CLOSE, { user: testUser(), handlers: handlers() });
    expect(await screen.findByTestId('close-estimate')).toBeVisible();
    expect(screen.getByLabelText('Quantity to close')).toHaveValue('10');
    // 10 × (210.00 − 200.00) = 100.00; fee 0.1% of 2,100.00 = 2.10; margin 400.00 back.
    expect(figure('profit')).toBe('+100.00 USD');
    expect(figure('fee')).toBe('2.10 USD');
    expect(figure('realised')).toBe('+97.90 USD');
    expect(figure('margin')).toBe('400.00 USD');
    expect(figure('returned')).toBe('+497.90 USD');
    expect(call).toHaveBeenCalledWith(
      'positions',
      { stockCode: 'AAPL', market: 'US', pageNo: 1, pageSize: 100 },
      expect.anything(),
    );

    // Half: 5 units → profit 50.00, fee 1.05, half the margin.
    fireEvent.click(screen.getByRole('button', { name: 'Half' }));
    expect(screen.getByLabelText('Quantity to close')).toHaveValue('5');
    expect(figure('profit')).toBe('+50.00 USD');
    expect(figure('fee')).toBe('1.05 USD');
    expect(figure('margin')).toBe('200.00 USD');
  });

  it('confirms, closes part of the position, shows the realised profit and leads to Closing', async () => {
    const { call, router } = renderApp(CLOSE, {
      user: testUser(),
      handlers: handlers({
        closePosition: () => ({
          closed: aClose({ stockCode: 'AAPL', sellNum: 4, sellPrice: '210.00', sellProfit: '39.16', fee: '1.00' }),
          position: aPosition({ positionNum: 6 }),
        }),
      }),
    });
    fireEvent.change(await screen.findByLabelText('Quantity to close'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close 4 AAPL' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Close this position?')).toBeVisible());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('closePosition', { id: 11, num: 4 }));
    expect((await screen.findByTestId('realised-profit')).textContent).toBe('+39.16 USD');
    fireEvent.click(screen.getByRole('button', { name: 'View closed positions' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=1'));
  });

  it('closes everything without a quantity, and refuses more than is held', async () => {
    const { call } = renderApp(CLOSE, {
      user: testUser(),
      handlers: handlers({ closePosition: () => ({ closed: aClose(), position: null }) }),
    });
    fireEvent.change(await screen.findByLabelText('Quantity to close'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close 11 AAPL' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('closePosition', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close 10 AAPL' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('closePosition', { id: 11, num: undefined }));
  });

  it('says so when the position is no longer open', async () => {
    renderApp(CLOSE, { user: testUser(), handlers: handlers({ positions: () => pageOf([]) }) });
    await waitFor(() => expect(screen.getByText('This position is not open')).toBeVisible());
  });
});
