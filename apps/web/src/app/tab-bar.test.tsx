import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

const tabBar = () => screen.queryByRole('navigation', { name: 'Main' });

describe('bottom tab bar', () => {
  it.each(['/market', '/collect', '/trade', '/news', '/my'])('shows on %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible();
    for (const title of ['MARKETS', 'COLLECT', 'ORDER', 'NEWS', 'SETTING']) {
      expect(screen.getByText(title)).toBeVisible();
    }
  });

  it.each(['/login', '/register', '/forget', '/my/setting', '/market/anything', '/no-such-page'])(
    'is hidden on %s',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(tabBar()).toBeNull();
    },
  );

  it('redirects / to /market', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/market'));
    expect(await screen.findByRole('heading', { name: 'Markets' })).toBeVisible();
    expect(tabBar()).toBeVisible();
  });

  it('shows a not-found page with a way home for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText('The URL does not exist')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to Markets' })).toBeVisible();
  });
});
