import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render-app';

describe('/my/2fa', () => {
  it('names the authenticator code by its label alone, and a wrong one makes it invalid, described by the rule', async () => {
    const { call } = renderApp('/my/2fa', {
      user: testUser(),
      handlers: { userTotpStatus: () => ({ enabled: 1, enrolled: 1 }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const input = screen.getByRole('textbox', { name: 'Authenticator code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter the 6 digits your authenticator app shows');
    expect(call.mock.calls.map(([name]) => name)).not.toContain('userTotpDisable');
  });
});
