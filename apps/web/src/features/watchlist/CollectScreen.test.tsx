import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { aWatchRow } from '../../test/market-fixtures';
import { renderApp, testUser } from '../../test/render-app';

const rows = [
  aWatchRow({ id: 11, f12: 'AAPL', f14: 'Apple Inc.', f2: '189.20', f3: '0.85', f4: '1.60', f5: '51234567' }),
  aWatchRow({ id: 12, f12: '00700', f14: 'Tencent', market: 'HK', source: 'HK', channel: 'HK.00700', f2: '372.40' }),
];

/** Lets the push client's batched subscription and animation frame run. */
const nextFrame = () => act(() => new Promise((resolve) => setTimeout(resolve, 40)));

describe('/collect', () => {
  it('asks a visitor to log in', async () => {
    const { router } = renderApp('/collect');
    expect(await screen.findByText('Log in to follow the instruments you care about, with live prices.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the rows and updates a price from a live tick', async () => {
    const app = renderApp('/collect', { user: testUser(), handlers: { watchlistRows: () => rows } });
    const apple = await screen.findByRole('link', { name: /AAPL/ });
    expect(within(apple).getByText('189.20')).toBeVisible();
    expect(within(apple).getByText('+1.60')).toBeVisible();
    expect(within(apple).getByText('+0.85%')).toBeVisible();
    expect(within(apple).getByText('51.23M')).toBeVisible();

    app.socket.open();
    await nextFrame();
    expect(app.socket.sentOf('subscribe').map((m) => m.channel)).toEqual(['UsStock.AAPL', 'HK.00700']);

    app.socket.quote('UsStock.AAPL', { price_nominal: '190.05', change: '2.45', change_ratio: '1.30' });
    await nextFrame();
    const price = within(apple).getByTestId('watch-price');
    expect(price.textContent).toBe('190.05');
    expect(price.className).toContain('flash-up');
    expect(within(apple).getByText('+1.30%')).toBeVisible();
  });

  it('links Edit to /collect/manage and Add to /search', async () => {
    renderApp('/collect', { user: testUser(), handlers: { watchlistRows: () => rows } });
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe('/collect/manage');
    expect(screen.getByRole('link', { name: 'Add to watchlist' }).getAttribute('href')).toBe('/search');
  });
});

describe('/collect/manage', () => {
  it('removes an entry by id after a confirmation, at once', async () => {
    let answer: () => void = () => undefined;
    const app = renderApp('/collect/manage', {
      user: testUser(),
      handlers: {
        watchlistRows: () => rows,
        watchlistDelete: () => new Promise<null>((resolve) => (answer = () => resolve(null))),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove AAPL' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    // Gone before the server answers.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove AAPL' })).toBeNull());
    expect(app.call).toHaveBeenCalledWith('watchlistDelete', {}, { params: { id: 11 } });
    answer();
    expect(await screen.findByText('Removed from watchlist')).toBeVisible();
  });

  it('puts the row back when the server refuses', async () => {
    renderApp('/collect/manage', {
      user: testUser(),
      handlers: {
        watchlistRows: () => rows,
        watchlistDelete: () => Promise.reject(new ApiError(404, 'Watchlist entry not found')),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove 00700' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Watchlist entry not found')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Remove 00700' })).toBeVisible();
  });

  it('sends a visitor to log in', async () => {
    const { router } = renderApp('/collect/manage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
