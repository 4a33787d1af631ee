import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderApp, testUser } from '../../test/render-app';

describe('/login', () => {
  it('offers a way back to Markets to a visitor who opened it directly', async () => {
    const { router } = renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/market'));
  });

  it('logs in, remembers the username (never the password) and opens /my', async () => {
    const user = testUser({ userLoginId: 'alice_1' });
    const { call, router } = renderApp('/login', {
      handlers: { login: () => ({ token: 'tok', user }), userInfo: () => user },
    });

    fireEvent.change(await screen.findByLabelText('Email or user ID'), { target: { value: ' alice_1 ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my'));
    expect(await screen.findByText('alice_1')).toBeVisible();
    expect(call).toHaveBeenCalledWith('login', { username: 'alice_1', password: 'secret-pass' });
    expect(localStorage.getItem('bourse_account')).toBe('alice_1');
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes('secret-pass'))).toBe(false);
  });

  it('asks for the authenticator code when two-factor authentication is on, then logs in with it', async () => {
    const user = testUser({ userLoginId: 'bob_2fa' });
    const { call, router } = renderApp('/login', {
      handlers: {
        login: (input) => {
          if (!input.totpCode) throw new ApiError(422, 'totpCode: is required');
          return { token: 'tok', user };
        },
        userInfo: () => user,
      },
    });
    fireEvent.change(await screen.findByLabelText('Email or user ID'), { target: { value: 'bob_2fa' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.change(await screen.findByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my'));
    expect(call).toHaveBeenCalledWith('login', { username: 'bob_2fa', password: 'secret-pass', totpCode: '123456' });
  });

  it('prompts for empty fields before any call', async () => {
    const { call } = renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter email or user ID')).toBeVisible();
    expect(screen.getByText('Please enter password')).toBeVisible();
    expect(call).not.toHaveBeenCalled();
  });

  it('returns to the page that asked for a login', async () => {
    const user = testUser();
    const { router } = renderApp('/my/loginpwd', {
      handlers: { login: () => ({ token: 'tok', user }), userInfo: () => user },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    fireEvent.change(await screen.findByLabelText('Email or user ID'), { target: { value: 'trader_one' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my/loginpwd'));
  });

  it('shows a guest call to action on /my when logged out', async () => {
    renderApp('/my');
    expect(await screen.findByText('Welcome to Bourse')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Register' })).toBeVisible();
  });
});
