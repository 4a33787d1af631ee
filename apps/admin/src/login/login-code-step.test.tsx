import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { forgetMe } from '../api/auth-provider';
import { fakeServer, signedInAs } from '../test/fake-server';

describe('the sign-in’s second step', () => {
  it('asks for the authenticator code in an empty field, not in the one the password was typed in', async () => {
    const me = { ...signedInAs('finance'), secondFactor: 0 as const, totpEnrolled: 0 as const };
    const user = {
      id: 7,
      name: '',
      phone: '',
      profilePhoto: '',
      userLoginId: me.userLoginId,
      email: me.email,
      inviteCode: 'X',
      hasPayPassword: false,
      kycStatus: 0,
    };
    fakeServer({
      adminMe: () => me,
      login: () => ({ token: 'test-token', user }),
      adminTotpEnrol: () => ({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Bourse:f?secret=JBSWY3DPEHPK3PXP',
      }),
    });
    sessionStorage.clear();
    forgetMe();
    render(
      <MemoryRouter initialEntries={['/login']}>
        <App />
      </MemoryRouter>,
    );
    fireEvent.change(await screen.findByLabelText(/Email or user ID/), { target: { value: me.email } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Finance-Desk-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText(/Authenticator code/);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(code).toHaveValue('');
  });
});
