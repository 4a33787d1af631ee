import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../test/render-app';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the new-password fields', () => {
  it('on Forget: "New password" and "Confirm password", each required, the contract rule, no call', async () => {
    const { call } = renderApp('/forget');
    const submit = await screen.findByRole('button', { name: 'Reset password' });
    fireEvent.click(submit);

    expect(await screen.findAllByText('Please enter new password')).toHaveLength(2);
    type('New password', 'short');
    type('Confirm password', 'short');
    fireEvent.click(submit);
    expect(await screen.findByText('New password must be at least 8 characters')).toBeVisible();
    expect(call).not.toHaveBeenCalled();
  });

  it('on Change login password: "Confirm new password" must match, then the change is sent', async () => {
    const { call, router } = renderApp('/my/loginpwd', {
      user: testUser(),
      handlers: { updatePassword: () => null },
    });
    const submit = await screen.findByRole('button', { name: 'Change password' });
    type('Current password', 'old-secret-1');
    type('New password', 'correct-horse');
    type('Confirm new password', 'correct-horsE');
    fireEvent.click(submit);
    expect(await screen.findByText('The two passwords do not match')).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('updatePassword', expect.anything());

    type('Confirm new password', 'correct-horse');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('updatePassword', { oldPassword: 'old-secret-1', password: 'correct-horse' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/setting'));
  });
});
