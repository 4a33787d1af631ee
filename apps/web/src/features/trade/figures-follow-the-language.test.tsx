import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageStore } from '../../settings/language';
import { aQuote, pageOf } from '../../test/market-fixtures';
import { renderApp, testUser } from '../../test/render-app';
import { anAccount, aPosition, aRecord, someTerms } from '../../test/trade-fixtures';

// An Indonesian reads 11-21-2026 as the 11th of month 21 and 1280.12 as a thousand times more than it is.
beforeEach(() => languageStore.set('id'));
afterEach(() => languageStore.set(null));

const apple = aQuote({ stock_code: 'AAPL', name: 'Apple Inc.', price_nominal: '199.99', bid: '199.98', ask: '200.00' });

describe('the trading screens in Indonesian', () => {
  it("write a trade record's time day first, not the server's MM-DD-YYYY", async () => {
    renderApp('/trade/records', { user: testUser(), handlers: { tradeRecords: () => pageOf([aRecord()]) } });
    const record = await screen.findByTestId('trade-record');
    expect(within(record).getByText('21/11/2026, 10.15.00')).toBeVisible();
    expect(within(record).queryByText('11-21-2026 10:15:00')).toBeNull();
  });

  it("group a forex record's units with the language's sign", async () => {
    const euro = { stockCode: 'EURUSD', stockName: 'EUR/USD', market: 'FOREX' as const, currentPrice: '1.08235' };
    renderApp('/trade/records', {
      user: testUser(),
      handlers: { tradeRecords: () => pageOf([aRecord({ ...euro, num: 100000 })]) },
    });
    const record = await screen.findByTestId('trade-record');
    expect(within(record).getByText('100.000 di 1,08235')).toBeVisible();
  });

  it('write the margin level with a decimal comma', async () => {
    renderApp('/trade', {
      user: testUser(),
      handlers: {
        positions: () => pageOf([aPosition()]),
        tradingAccount: () => anAccount(),
      },
    });
    await waitFor(() => expect(screen.getByTestId('stock-margin-level').textContent).toBe('1280,12%'));
  });

  it('show a limit price and its tick with a decimal comma, and read a typed comma as the point', async () => {
    renderApp('/payment/stock?source=US&name=Apple+Inc.&code=AAPL&market=US&direction=0', {
      user: testUser(),
      handlers: {
        stockDetail: () => ({
          stockInfo: { ...apple, sector: '', lotSize: 1, tickSize: '0.01', high52w: '0', low52w: '0', profile: '' },
          selfSelectStatus: 0 as const,
          currencyUsDatetime: '',
          relatedFutures: [],
        }),
        tradeTerms: () => someTerms(),
        tradingAccount: () => anAccount(),
        halfOrFullNum: () => ({ halfNum: 11, fullNum: 23, orderable: '4720.50' }),
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Limit' }));
    const price = screen.getByLabelText('Harga limit');
    // The ask, as the field would show it; a point-less 20000 before.
    expect(price).toHaveAttribute('placeholder', '200,00');
    expect(screen.getByText('Bergerak dengan kelipatan 0,01')).toBeVisible();
    fireEvent.change(price, { target: { value: '190,5' } });
    expect(price).toHaveValue('190,5');
    expect(screen.getByTestId('summary-price')).toHaveTextContent('190,5');
  });
});
