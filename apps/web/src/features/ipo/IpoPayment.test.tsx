import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render-app';
import type { IpoTerms } from './ipo-math';

const terms = (over: Partial<IpoTerms> = {}): IpoTerms => ({
  stockCode: 'GSTO',
  stockName: 'Gusto, Inc.',
  market: 'US',
  exchangeCode: 'NASDAQ',
  subscriptionStartDate: '2026-12-14',
  subscriptionEndDate: '2026-12-29',
  drawDate: '2026-12-30',
  listingDate: '2027-01-05',
  fullNum: 1000,
  lotSize: 1000,
  issuePrice: '2.00',
  currency: 'USD',
  fxRate: '1',
  feeRate: '0.001',
  feeMinimum: '1.00',
  orderable: '2500.00',
  open: 1,
  ...over,
});

describe('/payment/ipo', () => {
  it('states the lots in words that agree with their number, with grouped share counts', async () => {
    renderApp('/payment/ipo?source=IPO&code=GSTO&market=US', {
      user: testUser(),
      handlers: { ipoFullNum: () => terms(), ipoSubscription: () => null },
    });
    expect(await screen.findByText(/shares in lots of/)).toHaveTextContent(
      '1,000 shares in lots of 1,000; your IPO funds cover up to 1 lot',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe to GSTO' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('ipo-confirm')).toHaveTextContent('1 lot (1,000 shares)');
  });
});
