import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { appUpdate } from './app-update';

const OFFLINE = 'You are offline. Prices and balances will update when the connection is back.';
const UPDATE = 'A new version of Bourse is ready.';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('connection notices', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => appUpdate.dismiss());
  });

  it('says the app is offline while the connection is gone, and stops saying it when it is back', async () => {
    renderApp('/market');
    await screen.findByRole('heading', { name: 'Markets' });
    expect(screen.queryByText(OFFLINE)).toBeNull();
    goOffline(true);
    expect(screen.getByText(OFFLINE)).toBeVisible();
    goOffline(false);
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });

  it('shows the offline notice on a screen without the tab bar too', async () => {
    goOffline(true);
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(OFFLINE)).toBeVisible();
  });

  it('asks before switching to a new version: Reload switches, nothing happens until then', async () => {
    const activate = vi.fn(() => Promise.resolve());
    renderApp('/market');
    await screen.findByRole('heading', { name: 'Markets' });
    expect(screen.queryByText(UPDATE)).toBeNull();
    act(() => appUpdate.offer(activate));
    expect(screen.getByText(UPDATE)).toBeVisible();
    expect(activate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('puts the prompt away when the user chooses Later, without switching', async () => {
    const activate = vi.fn(() => Promise.resolve());
    renderApp('/my');
    act(() => appUpdate.offer(activate));
    fireEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByText(UPDATE)).toBeNull();
    expect(activate).not.toHaveBeenCalled();
  });
});
