import type { IpoSubscription } from '@bourse/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../test/market-fixtures';
import { renderApp, testUser } from '../../test/render-app';
import { anAccount } from '../../test/trade-fixtures';

/** Noon UTC, so the day is the same in any test time zone. */
const day = (month: number, date: number) => Date.UTC(2026, month - 1, date, 12);

const aSubscription = (o: Partial<IpoSubscription>): IpoSubscription => ({
  id: 1,
  stockCode: 'CBRS',
  stockName: 'Cerebras Systems Inc.',
  market: 'US',
  currency: 'USD',
  orderState: 0,
  planUnitAmount: '28.00',
  unitAmount: '0',
  planNum: 300,
  equityNum: 0,
  lotSize: 100,
  amount: '8400.00',
  fee: '8.40',
  allottedAmount: '0.00',
  chargedFee: '0.00',
  actualAmount: '0.00',
  pendingAmount: '8408.40',
  refund: '0.00',
  fxRate: '1',
  subscriptionTimestamp: day(11, 20),
  drawDateTimestamp: day(11, 25),
  marketDateTimestamp: day(11, 30),
  modifyTimeTimestamp: day(11, 20),
  positionId: null,
  cancellable: 1,
  ...o,
});

// Won 100 of 300 at 36.00: 3600.00 paid plus its 3.60 fee; 7207.20 of the 10810.80 frozen refunded; not listed yet,
// so the 3600.00 paid for the shares is still frozen (pendingAmount).
const WON = aSubscription({
  id: 3,
  stockCode: 'RVLT',
  stockName: 'Revolut Ltd',
  orderState: 1,
  planUnitAmount: '36.00',
  unitAmount: '36.00',
  equityNum: 100,
  amount: '10800.00',
  fee: '10.80',
  allottedAmount: '3600.00',
  chargedFee: '3.60',
  actualAmount: '3603.60',
  pendingAmount: '3600.00',
  refund: '7207.20',
  cancellable: 0,
});

/** One card per state of docs/product.md §4, figures worked out by hand (0.1 % fee, refund = frozen - paid). */
const SUBSCRIPTIONS = [
  aSubscription({ id: 1 }),
  aSubscription({
    id: 2,
    stockCode: 'DBRX',
    stockName: 'Databricks, Inc.',
    orderState: 3,
    planUnitAmount: '85.00',
    planNum: 100,
    amount: '8500.00',
    fee: '8.50',
    pendingAmount: '8508.50',
    cancellable: 0,
  }),
  WON,
  aSubscription({
    id: 4,
    stockCode: 'PLAD',
    stockName: 'Plaid Inc.',
    orderState: 2,
    planUnitAmount: '12.50',
    planNum: 1000,
    amount: '12500.00',
    fee: '12.50',
    actualAmount: '0.00',
    pendingAmount: '0.00',
    refund: '12512.50',
    cancellable: 0,
  }),
];

// An HKD offering won in part: 200 of 400 shares at 88.00 HKD, converted at 1/7.8 (the stored rate): 17,600 HKD is
// 2,256.41 USD (half-up), its fee 2.26 (0.1 %, rounded up), paid 2,258.67; of 4,517.34 frozen, 2,258.67 refunded.
const WON_HKD = aSubscription({
  id: 5,
  stockCode: '09988',
  stockName: 'Harbour Robotics',
  market: 'HK',
  currency: 'HKD',
  orderState: 1,
  planUnitAmount: '88.00',
  unitAmount: '88.00',
  planNum: 400,
  equityNum: 200,
  lotSize: 200,
  amount: '4512.82',
  fee: '4.52',
  allottedAmount: '2256.41',
  chargedFee: '2.26',
  actualAmount: '2258.67',
  pendingAmount: '2256.41',
  refund: '2258.67',
  fxRate: '0.128205128205128205',
  cancellable: 0,
});

async function renderCards(subscriptions: IpoSubscription[] = SUBSCRIPTIONS) {
  renderApp('/trade?type=3', {
    user: testUser(),
    handlers: {
      positions: () => pageOf([]),
      tradingAccount: ({ account }) => anAccount({ account }),
      ipoSubscriptions: () => pageOf(subscriptions),
    },
  });
  const cards = await screen.findAllByTestId('ipo-card');
  const card = (code: string) => {
    const found = cards.find((c) => c.getAttribute('aria-label')?.startsWith(`${code} `));
    if (!found) throw new Error(`no card for ${code}`);
    return found;
  };
  /** The figure shown under a label of the card. */
  const figure = (code: string, label: string) =>
    within(card(code)).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  return { cards, card, figure };
}

describe('IPO cards (Order screen, IPO segment)', () => {
  it('labels each card IPO and its state Subscription, Waiting Allotment, Allotment or Not Allotted', async () => {
    const { cards, card } = await renderCards();
    expect(cards).toHaveLength(4);
    for (const c of cards) expect(within(c).getByText('IPO')).toBeVisible();
    const state = (code: string) => within(card(code)).getByTestId('ipo-state').textContent;
    expect(state('CBRS')).toBe('Subscription');
    expect(state('DBRX')).toBe('Waiting Allotment');
    expect(state('RVLT')).toBe('Allotment');
    expect(state('PLAD')).toBe('Not Allotted');
    // Only an open window can be cancelled.
    expect(within(card('CBRS')).getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    for (const code of ['DBRX', 'RVLT', 'PLAD']) expect(within(card(code)).queryByRole('button')).toBeNull();
  });

  it('before the draw shows the amount and fee applied for, nothing paid, and their sum frozen until the draw', async () => {
    const { card, figure } = await renderCards();
    const figures = (code: string) =>
      ['Unit price', 'Quantity', 'Amount applied', 'Fee frozen', 'Paid', 'Frozen until the draw'].map((l) =>
        figure(code, l),
      );
    // In USD, whatever the offering is in.
    expect(figures('CBRS')).toEqual([
      '28.00 USD',
      '300 shares',
      '8,400.00 USD',
      '8.40 USD',
      '0.00 USD',
      '8,408.40 USD',
    ]);
    // Waiting Allotment shows the won quantity (docs/product.md §4), still to be drawn.
    expect(figures('DBRX')).toEqual(['85.00 USD', '— of 100', '8,500.00 USD', '8.50 USD', '0.00 USD', '8,508.50 USD']);
    expect(within(card('CBRS')).queryByText('Refund')).toBeNull();
    // Nothing is allotted or charged before the draw: those figures come with the result.
    for (const label of ['Allotted amount', 'Fee charged']) expect(within(card('CBRS')).queryByText(label)).toBeNull();
    expect(figure('CBRS', 'Subscribed')).toBe('11/20/2026');
    expect(figure('CBRS', 'Draw date')).toBe('11/25/2026');
    expect(figure('CBRS', 'Listing date')).toBe('11/30/2026');
  });

  it('after the draw still shows the amount and fee applied for and frozen, beside the allotted shares, what they cost, the fee charged, the sum paid and the rest refunded', async () => {
    const { card, figure } = await renderCards();
    const figures = (code: string) =>
      ['Allotted', 'Amount applied', 'Fee frozen', 'Allotted amount', 'Fee charged', 'Paid', 'Refund'].map((l) =>
        figure(code, l),
      );
    // Won 100 of 300 at 36.00: of 10,800.00 + 10.80 frozen, 3,600.00 + 3.60 fee = 3,603.60 paid and 7,207.20 refunded.
    expect(figures('RVLT')).toEqual([
      '100 of 300',
      '10,800.00 USD',
      '10.80 USD',
      '3,600.00 USD',
      '3.60 USD',
      '3,603.60 USD',
      '7,207.20 USD',
    ]);
    // Not allotted: what was applied for and frozen is still there, all of it refunded.
    expect(figures('PLAD')).toEqual([
      '0 of 1000',
      '12,500.00 USD',
      '12.50 USD',
      '0.00 USD',
      '0.00 USD',
      '0.00 USD',
      '12,512.50 USD',
    ]);
    // The allotted amount still frozen until the listing is not a second figure beside Paid, but a note.
    for (const code of ['RVLT', 'PLAD']) {
      expect(within(card(code)).queryByText('Pending')).toBeNull();
      expect(within(card(code)).queryByText('Frozen until the draw')).toBeNull();
    }
    expect(within(card('RVLT')).getByTestId('ipo-held')).toHaveTextContent(
      'Frozen in your IPO account until the listing on 11/30/2026',
    );
    expect(within(card('PLAD')).queryByTestId('ipo-held')).toBeNull();
  });

  it('after the draw of an HKD offering shows the server’s split of what was paid, in USD beside the HKD price', async () => {
    const { figure } = await renderCards([WON_HKD]);
    const figures = [
      'Unit price',
      'Allotted',
      'Amount applied',
      'Fee frozen',
      'Allotted amount',
      'Fee charged',
      'Paid',
      'Refund',
    ].map((l) => figure('09988', l));
    expect(figures).toEqual([
      '88.00 HKD',
      '200 of 400',
      '4,512.82 USD',
      '4.52 USD',
      '2,256.41 USD',
      '2.26 USD',
      '2,258.67 USD',
      '2,258.67 USD',
    ]);
  });

  it('shows the allotted amount and the fee charged as the server sends them, never worked out again in the browser', async () => {
    // Figures no rule in the browser would give from the price, the shares and the rate: the card shows them as sent.
    const { figure } = await renderCards([{ ...WON, allottedAmount: '3599.99', chargedFee: '3.61' }]);
    expect(['Allotted amount', 'Fee charged'].map((l) => figure('RVLT', l))).toEqual(['3,599.99 USD', '3.61 USD']);
  });

  it('once listed says the shares are a holding, with nothing left frozen', async () => {
    const { card: cardOf } = await renderCards([{ ...WON, pendingAmount: '0.00', positionId: 7 }]);
    const card = cardOf('RVLT');
    expect(within(card).getByTestId('ipo-amount')).toHaveTextContent('10,800.00');
    expect(within(card).getByTestId('ipo-allotted-amount')).toHaveTextContent('3,600.00');
    expect(within(card).getByTestId('ipo-paid')).toHaveTextContent('3,603.60');
    expect(within(card).queryByTestId('ipo-held')).toBeNull();
    expect(card).toHaveTextContent('Listed: the won shares are a holding in your Stock account.');
  });
});
