import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render-app';

describe('/my/setting', () => {
  it('logs out after the Tip confirmation and lands on /login', async () => {
    const { call, router } = renderApp('/my/setting', { user: testUser(), handlers: { logout: () => null } });

    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Do you confirm to exit?')).toBeVisible();
    expect(screen.getByText('Tip')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(call).toHaveBeenCalledWith('logout', {});
    expect(localStorage.getItem('bourse_token')).toBeNull();
    expect(localStorage.getItem('bourse_user')).toBeNull();
  });

  it('credits the chart library with its notice and a link to TradingView under About', async () => {
    renderApp('/my/setting');
    const credit = await screen.findByRole('link', {
      name: /TradingView Lightweight Charts™, © 2025 TradingView, Inc\./,
    });
    expect(credit.getAttribute('href')).toBe('https://www.tradingview.com/');
  });

  it('stays logged in when the confirmation is cancelled', async () => {
    const { call, router } = renderApp('/my/setting', { user: testUser(), handlers: { logout: () => null } });

    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

    await act(async () => {});
    expect(call).not.toHaveBeenCalledWith('logout', expect.anything());
    expect(router.state.location.pathname).toBe('/my/setting');
    expect(localStorage.getItem('bourse_token')).toBe('test-token');
  });

  it('shows the published app version and keeps the up/down colour choice', async () => {
    renderApp('/my/setting', {
      handlers: { appVersion: () => ({ version: '1.4.2', notes: '', force: false, publishTimeTimestamp: 0 }) },
    });

    expect(await screen.findByText('1.4.2')).toBeVisible();
    const redUp = screen.getByRole('radio', { name: 'Red up, green down' });
    expect(screen.getByRole('radio', { name: 'Green up, red down' })).toBeChecked();
    fireEvent.click(redUp);
    expect(redUp).toBeChecked();
    expect(localStorage.getItem('bourse_price_colors')).toBe('red-up');
    expect(document.documentElement.dataset.priceColors).toBe('red-up');
  });
});
