import type { BlockOrderResult, BlockTradingStatus, Endpoints, OutputOf } from '@bourse/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStore } from '../../settings/language';
import { aQuote, pageOf } from '../../test/market-fixtures';
import { type FakeHandlers, renderApp, testUser } from '../../test/render-app';
import { anAccount, anOrder, aPosition, someTerms } from '../../test/trade-fixtures';

type BlockRow = OutputOf<Endpoints['blockTradeQuote']>;

const aaplBlock: BlockRow = {
  ...aQuote({ stock_code: 'AAPL', name: 'Apple Inc.', price_nominal: '200.00', bid: '199.99', ask: '200.01' }),
  source: 'BLOCK',
  channel: 'BLOCK.AAPL',
  marketType: 'Bond',
  instrumentType: 4,
  blockPrice: '196.00',
  discountRate: '0.02',
  minQuantity: 10_000,
};

const status = (o: Partial<BlockTradingStatus> = {}): BlockTradingStatus => ({
  state: 'notOpen',
  stateLabel: 'Not yet open',
  applicationId: null,
  reason: '',
  appliedTimestamp: null,
  reviewTimeTimestamp: null,
  ...o,
});

const LIST = '/market?tab=1&sub=3';
const listHandlers = (extra: FakeHandlers = {}): FakeHandlers => ({
  globalIndex: () => ({ amerciaList: [], europeList: [], asiaList: [] }),
  blockTradeList: () => pageOf([aaplBlock]),
  ...extra,
});

describe('Block Trading list: the permission', () => {
  it('not yet open → Apply → under review; the rows open the quote', async () => {
    let current = status();
    const { call } = renderApp(LIST, {
      user: testUser(),
      handlers: listHandlers({
        blockTradingStatus: () => current,
        blockTradingApply: () => {
          current = status({ state: 'underReview', stateLabel: 'Under review', applicationId: 7, appliedTimestamp: 1 });
          return current;
        },
      }),
    });
    const card = await screen.findByTestId('block-status');
    expect(card).toHaveAttribute('data-state', 'notOpen');
    expect(within(card).getByText('Not yet open')).toBeVisible();
    expect((await screen.findByTestId('block-row')).getAttribute('href')).toContain('/quote/stock?');

    fireEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('block-status')).toHaveAttribute('data-state', 'underReview'));
    expect(within(screen.getByTestId('block-status')).queryByRole('button')).toBeNull();
    expect(call).toHaveBeenCalledWith('blockTradingApply', {});
  });

  it('rejected shows the reason, with Apply again', async () => {
    renderApp(LIST, {
      user: testUser(),
      handlers: listHandlers({
        blockTradingStatus: () => status({ state: 'rejected', stateLabel: 'Audit Failure', reason: 'KYC missing' }),
      }),
    });
    expect(await screen.findByTestId('block-reason')).toHaveTextContent('Not approved: KYC missing.');
    expect(screen.getByRole('button', { name: 'Apply again' })).toBeVisible();
  });

  it('with the permission, a row opens /payment/stock with source BLOCK', async () => {
    renderApp(LIST, {
      user: testUser(),
      handlers: listHandlers({ blockTradingStatus: () => status({ state: 'open', stateLabel: 'Open' }) }),
    });
    await waitFor(() => expect(screen.getByTestId('block-status')).toHaveAttribute('data-state', 'open'));
    await waitFor(() =>
      expect(screen.getByTestId('block-row').getAttribute('href')).toContain('/payment/stock?source=BLOCK'),
    );
  });

  it('asks a visitor to log in', async () => {
    renderApp(LIST, { handlers: listHandlers() });
    expect(
      await screen.findByText('Block trading needs a permission of its own. Log in to apply for it.'),
    ).toBeVisible();
  });
});

const ORDER = '/payment/stock?source=BLOCK&name=Apple+Inc.&code=AAPL&market=US&direction=0';
const orderHandlers = (extra: FakeHandlers = {}): FakeHandlers => ({
  blockTradingStatus: () => status({ state: 'open', stateLabel: 'Open' }),
  blockTradeQuote: () => aaplBlock,
  minCount: () => ({ num: 10_000 }),
  tradeTerms: () => someTerms(),
  tradingAccount: () => anAccount({ orderable: '2500000.00' }),
  ...extra,
});

describe('/payment/stock?source=BLOCK', () => {
  it('prices 10,000 at the block price, refuses less than the minimum, confirms, then shows the fill', async () => {
    const result: BlockOrderResult = {
      order: anOrder({ status: 1, consignNum: 10_000, fillPrice: '196' }),
      position: aPosition(),
      block: {
        id: 1,
        orderId: 1,
        positionId: 1,
        stockCode: 'AAPL',
        stockName: 'Apple Inc.',
        market: 'US',
        currency: 'USD',
        direction: 0,
        num: 10_000,
        blockPrice: '196.00',
        marketPrice: '200.00',
        discountRate: '0.02',
        amount: '1960000.00',
        fee: '1960.00',
        createTimeTimestamp: 1_700_000_000_000,
      },
    };
    const { call } = renderApp(ORDER, {
      user: testUser(),
      handlers: orderHandlers({ blockTradeCreate: () => result }),
    });
    expect((await screen.findByTestId('block-price')).textContent).toBe('196.00 USD');
    expect(screen.getByTestId('block-minimum').textContent).toBe('10,000 shares');
    expect(screen.getByLabelText('Quantity')).toHaveValue('10000');
    // A lot of one share is not worth a word.
    expect(screen.getByText('At least 10,000 shares')).toBeVisible();
    // 196.00 × 10,000 = 1,960,000.00; fee 0.1% = 1,960.00
    expect(screen.getByTestId('block-amount').textContent).toBe('1,960,000.00 USD');
    expect(screen.getByTestId('block-fee').textContent).toBe('1,960.00 USD');
    expect(screen.getByTestId('block-total').textContent).toBe('1,961,960.00 USD');
    await waitFor(() => expect(screen.getByTestId('block-orderable').textContent).toBe('2,500,000.00 USD'));

    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '9999' } });
    fireEvent.click(screen.getByTestId('block-submit'));
    expect(await screen.findByText('A block trade is at least 10,000 shares')).toBeVisible();
    expect(screen.queryByTestId('block-confirmation')).toBeNull();

    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '10000' } });
    fireEvent.click(screen.getByTestId('block-submit'));
    expect(await screen.findByTestId('block-confirmation')).toHaveTextContent('Buy 10,000 AAPL');
    fireEvent.click(screen.getByRole('button', { name: 'Place block order' }));
    expect(await screen.findByTestId('block-result')).toHaveTextContent('Block order filled');
    expect(screen.getByTestId('done-paid').textContent).toBe('1,961,960.00 USD');
    expect(call).toHaveBeenCalledWith('blockTradeCreate', {
      stockCode: 'AAPL',
      market: 'US',
      direction: 0,
      num: 10_000,
    });
  });

  it('writes the discount as a percentage with the language’s decimal mark', async () => {
    const handlers = orderHandlers({ blockTradeQuote: () => ({ ...aaplBlock, discountRate: '0.025' }) });
    const { unmount } = renderApp(ORDER, { user: testUser(), handlers });
    expect(await screen.findByText('2.5%')).toBeVisible();
    unmount();
    await languageStore.set('id');
    try {
      renderApp(ORDER, { user: testUser(), handlers });
      expect(await screen.findByText('2,5%')).toBeVisible();
    } finally {
      await languageStore.set(null);
    }
  });

  it('names the lot when it is more than one share', async () => {
    renderApp(ORDER, { user: testUser(), handlers: orderHandlers({ tradeTerms: () => someTerms({ lotSize: 100 }) }) });
    expect(await screen.findByText('At least 10,000 shares, in lots of 100')).toBeVisible();
  });

  it('shows no form without the permission', async () => {
    const { call } = renderApp(ORDER, {
      user: testUser(),
      handlers: orderHandlers({ blockTradingStatus: () => status({ state: 'underReview' }) }),
    });
    expect(await screen.findByText('Block trading is not open for you')).toBeVisible();
    expect(screen.queryByTestId('block-submit')).toBeNull();
    expect(call).not.toHaveBeenCalledWith('blockTradeCreate', expect.anything());
  });
});
