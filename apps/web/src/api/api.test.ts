import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../lib/navigation';
import { sessionStore } from '../session/session-store';
import { testUser } from '../test/render-app';
import { api } from './api';

const answer = (code: number, msg: string) =>
  vi.fn(async () => new Response(JSON.stringify({ code, msg, data: null }), { status: code }));

describe("the app's API client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("on 401 says 'Login Expired', clears the session and goes to /login", async () => {
    sessionStore.start({ token: 'old-token', user: testUser() });
    const navigate = vi.fn();
    setNavigator(navigate);
    vi.stubGlobal('fetch', answer(401, 'Not logged in'));

    await expect(api.call('userInfo', {})).rejects.toMatchObject({ code: 401, handled: true });

    expect(await screen.findByText('Login Expired')).toBeVisible();
    expect(localStorage.getItem('bourse_token')).toBeNull();
    expect(localStorage.getItem('bourse_user')).toBeNull();
    expect(sessionStore.getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it("says 'Network Error' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await expect(api.call('appVersion', {})).rejects.toMatchObject({ code: 'network' });
    await waitFor(() => expect(screen.getByText('Network Error')).toBeVisible());
  });
});
