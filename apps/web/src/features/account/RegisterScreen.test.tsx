import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testUser } from '../../test/render-app';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  type('Email', 'new.trader@example.com');
  type('Verification code', '123456');
  type('User ID', 'new_trader');
  type('Password', 'correct-horse');
  type('Confirm password', 'correct-horse');
}

describe('register form', () => {
  const fetchSpy = vi.fn();
  beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchSpy.mockReset();
  });

  it('asks for the email (and the rest) before any call', async () => {
    const { call } = renderApp('/register');
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Please enter email')).toBeVisible();
    expect(screen.getByText('Please enter email verification code')).toBeVisible();
    expect(screen.getByText('Please enter user ID')).toBeVisible();
    expect(screen.getAllByText('Please enter password')).toHaveLength(2);
    expect(call).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses passwords that do not match, without a call', async () => {
    const { call } = renderApp('/register');
    await screen.findByRole('button', { name: 'Register' });
    fillValidForm();
    type('Confirm password', 'correct-horsE');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('The two passwords do not match')).toBeVisible();
    expect(call).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("applies the contract's email rule", async () => {
    const { call } = renderApp('/register');
    await screen.findByRole('button', { name: 'Register' });
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('Email must be an email address (text@text)')).toBeVisible();
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the code, counts down and says so', async () => {
    const { call } = renderApp('/register', { handlers: { getEmailCode: () => null } });
    await screen.findByRole('button', { name: 'Register' });
    type('Email', 'new.trader@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('Send Success')).toBeVisible();
    expect(call).toHaveBeenCalledWith('getEmailCode', { email: 'new.trader@example.com', type: 'register' });
    expect(await screen.findByRole('button', { name: /Resend in (60|59)s/ })).toBeDisabled();
  });

  it('registers with the invite code from the link, then shows the account on /my', async () => {
    const user = testUser({ userLoginId: 'new_trader', email: 'new.trader@example.com' });
    const { call, router } = renderApp('/register?inviteCode=FRIEND88', {
      handlers: { register: () => ({ token: 'fresh-token', user }), userInfo: () => user },
    });
    await screen.findByRole('button', { name: 'Register' });
    expect(screen.getByLabelText('Invite code')).toHaveValue('FRIEND88');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Register Success')).toBeVisible();
    expect(call).toHaveBeenCalledWith('register', {
      email: 'new.trader@example.com',
      code: '123456',
      userLoginId: 'new_trader',
      password: 'correct-horse',
      inviteCode: 'FRIEND88',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my'));
    expect(await screen.findByText('new_trader')).toBeVisible();
    expect(localStorage.getItem('bourse_token')).toBe('fresh-token');
  });

  it('shows the server message when the server refuses', async () => {
    const { ApiError } = await import('../../api/api-error');
    renderApp('/register', {
      handlers: {
        register: () => {
          throw new ApiError(409, 'This user ID is already taken');
        },
      },
    });
    await screen.findByRole('button', { name: 'Register' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('This user ID is already taken')).toBeVisible();
  });
});
