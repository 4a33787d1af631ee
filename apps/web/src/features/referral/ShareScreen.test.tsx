import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testUser } from '../../test/render-app';

const writeText = vi.fn(() => Promise.resolve());
beforeEach(() => {
  writeText.mockClear();
  // jsdom has no clipboard.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

const handlers = { shareInfo: () => ({ inviteCode: 'INVITE42', joined: 3, verified: 1 }) };

describe('/my/share', () => {
  it('shows the invite code, the sign-up link carrying it, how many joined and how many verified', async () => {
    renderApp('/my/share', { user: testUser(), handlers });
    expect((await screen.findByTestId('invite-code')).textContent).toBe('INVITE42');
    expect(screen.getByTestId('share-link').textContent).toBe(`${window.location.origin}/register?inviteCode=INVITE42`);
    expect(screen.getByTestId('joined-count').textContent).toBe('3');
    expect(screen.getByTestId('verified-count').textContent).toBe('1');
  });

  it('copies the sign-up link and says Copy Success', async () => {
    renderApp('/my/share', { user: testUser(), handlers });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register?inviteCode=INVITE42`),
    );
    expect(await screen.findByText('Copy Success')).toBeVisible();
  });

  it('offers the share sheet only where the browser has one', async () => {
    renderApp('/my/share', { user: testUser(), handlers });
    await screen.findByTestId('invite-code');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('sends a visitor to log in', async () => {
    renderApp('/my/share', { handlers });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
