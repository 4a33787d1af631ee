import type { FollowOrder } from '@bourse/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../test/market-fixtures';
import { renderApp, testUser } from '../../test/render-app';

const order = (id: number, status: FollowOrder['status']): FollowOrder => ({
  id,
  institutionId: 1,
  institutionName: `Northgate FX Trend ${id}`,
  amount: '250.00',
  status,
  profitShareRate: '0.2',
  cycleStartTimestamp: Date.UTC(2026, 11, 8, 17, 41),
  cycleEndTimestamp: Date.UTC(2026, 11, 9, 17, 41),
  startEquity: null,
  endEquity: null,
  pnl: null,
  profitShare: null,
  payout: null,
  createTimeTimestamp: Date.UTC(2026, 11, 7, 17, 41),
  startTimeTimestamp: null,
  settleTimeTimestamp: null,
  cancelTimeTimestamp: null,
});

describe('/follow/orders', () => {
  it('shows each order’s status as the app’s filled pill, coloured by what it means', async () => {
    renderApp('/follow/orders', {
      user: testUser(),
      handlers: {
        followList: () =>
          pageOf([order(1, 'wait_confirm'), order(2, 'to_be_settled'), order(3, 'settled'), order(4, 'cancelled')]),
      },
    });
    const rows = await screen.findAllByTestId('follow-order');
    const tags = rows.map((row) => within(row).getByTestId('follow-status'));
    expect(tags.map((tag) => tag.textContent)).toEqual(['Wait Confirm', 'To be settled', 'Settled', 'Cancelled']);
    // Waiting, in its cycle, paid out, withdrawn: not antd-mobile's outlined Tag.
    expect(tags.map((tag) => tag.className)).toEqual([
      'status-tag status-pending',
      'status-tag status-active',
      'status-tag status-completed',
      'status-tag status-cancelled',
    ]);
  });
});
