import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageStore } from '../../settings/language';
import { pageOf } from '../../test/market-fixtures';
import { renderApp, testUser } from '../../test/render-app';
import { aClose, anAccount, anOrder, aRecord } from '../../test/trade-fixtures';

// The server writes its labels in English (reasonLabel, statusLabel, tradeTypeLabel); the cards read the codes.
beforeEach(() => languageStore.set('zh-Hant'));
afterEach(() => languageStore.set(null));

const handlers = {
  closedPositions: () => pageOf([aClose()]),
  entrustedOrders: () => pageOf([anOrder()]),
  tradingAccount: () => anAccount(),
  tradeRecords: () => pageOf([aRecord({ tradeType: 2, tradeTypeLabel: 'Forex' })]),
};

describe('the trading screens in Traditional Chinese', () => {
  it("say why a position closed, an entrusted order's state and a record's trade type in Chinese", async () => {
    const { router } = renderApp('/trade?type=1', { user: testUser(), handlers });
    const closed = await screen.findByTestId('closed-card');
    expect(within(closed).getByText('止盈')).toBeVisible();
    expect(within(closed).queryByText('Take-profit')).toBeNull();

    await router.navigate('/trade?type=2');
    const order = await screen.findByTestId('order-card');
    expect(within(order).getByText('進行中')).toBeVisible();
    expect(within(order).queryByText('In Progress')).toBeNull();

    await router.navigate('/trade/records');
    const record = await screen.findByTestId('trade-record');
    expect(within(record).getByText('外匯')).toBeVisible();
  });
});
