import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../test/market-fixtures';
import { renderApp, testUser } from '../../test/render-app';
import { aRecord } from '../../test/trade-fixtures';

describe('/trade/records', () => {
  it('lists opening fills, then closing fills with their profit and reason', async () => {
    const { call, router } = renderApp('/trade/records', {
      user: testUser(),
      handlers: {
        tradeRecords: ({ type }) =>
          pageOf(
            type === 1
              ? [
                  aRecord({
                    id: 42,
                    openClose: 1,
                    direction: 1,
                    profit: '-12.40',
                    reason: 'stop_loss',
                    premium: '1.00',
                  }),
                ]
              : [aRecord()],
          ),
      },
    });
    const open = await screen.findByTestId('trade-record');
    expect(within(open).getByText('10 at 200.00')).toBeVisible();
    expect(within(open).getByText('2,000.00')).toBeVisible();
    expect(within(open).getByText('Fee 2.00')).toBeVisible();
    expect(within(open).getByText('Single stock')).toBeVisible();
    expect(within(open).queryByTestId('record-profit')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('record-profit').textContent).toBe('-12.40'));
    expect(screen.getByText(/Stop-loss/)).toBeVisible();
    expect(router.state.location.search).toBe('?type=1');
    expect(call).toHaveBeenCalledWith(
      'tradeRecords',
      expect.objectContaining({ type: 1, pageNo: 1, pageSize: 15 }),
      expect.anything(),
    );
  });
});
