import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render-app';

/** Types digits into the passcode boxes named by `label` (one password input laid over them). */
async function enterPasscode(label: string, digits: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value: digits } });
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('/my/paypwd', () => {
  it('asks for the old transaction password first and updates when one is set', async () => {
    const user = testUser({ hasPayPassword: true });
    const { call, router } = renderApp('/my/paypwd', { user, handlers: { updatePayPassword: () => null } });

    expect(await screen.findByText('Enter your current transaction password')).toBeVisible();
    await enterPasscode('Current transaction password', '111111');
    press('Next');
    expect(await screen.findByText('Enter a new 6-digit transaction password')).toBeVisible();
    await enterPasscode('New transaction password', '246810');
    press('Next');
    expect(await screen.findByText('Enter the new transaction password again')).toBeVisible();
    await enterPasscode('Repeat transaction password', '246810');
    press('Confirm');

    expect(await screen.findByText('Success')).toBeVisible();
    expect(call).toHaveBeenCalledWith('updatePayPassword', { oldPayPassword: '111111', payPassword: '246810' });
    expect(call).not.toHaveBeenCalledWith('settingPayPassword', expect.anything());
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/setting'));
  });

  it('sets it for the first time when none is set, without asking for an old one', async () => {
    const user = testUser({ hasPayPassword: false });
    const { call } = renderApp('/my/paypwd', { user, handlers: { settingPayPassword: () => null } });

    expect(await screen.findByText('Set a 6-digit transaction password')).toBeVisible();
    expect(screen.queryByText('Enter your current transaction password')).toBeNull();
    await enterPasscode('New transaction password', '135790');
    press('Next');
    await enterPasscode('Repeat transaction password', '135790');
    press('Confirm');

    expect(await screen.findByText('Success')).toBeVisible();
    expect(call).toHaveBeenCalledWith('settingPayPassword', { payPassword: '135790' });
    expect(call).not.toHaveBeenCalledWith('updatePayPassword', expect.anything());
  });

  it('asks again when the two entries differ, and for all six digits', async () => {
    const { call } = renderApp('/my/paypwd', { user: testUser() });

    await enterPasscode('New transaction password', '1357');
    press('Next');
    expect(await screen.findByText('Please enter transaction password')).toBeVisible();

    await enterPasscode('New transaction password', '135790');
    press('Next');
    await enterPasscode('Repeat transaction password', '135791');
    press('Confirm');

    expect(await screen.findByText('The two passwords do not match')).toBeVisible();
    expect(screen.getByText('Set a 6-digit transaction password')).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('settingPayPassword', expect.anything());
  });

  it('sends a visitor to log in first', async () => {
    const { router } = renderApp('/my/paypwd');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
