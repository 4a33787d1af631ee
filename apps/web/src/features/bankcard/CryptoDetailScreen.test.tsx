import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../test/render-app';

const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('/bankcard/cryptoDetail', () => {
  it("gives SPEC's prompts, checks the address shape for the network, then saves", async () => {
    const saved = {
      id: 3,
      currency: 'USDT',
      network: 'TRC20',
      address: TRC20,
      label: '',
      createTimeTimestamp: 0,
    } as const;
    const { call, router } = renderApp('/bankcard/cryptoDetail', {
      user: testUser(),
      handlers: { addCryptoAddress: () => saved },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select currency type')).toBeVisible();
    expect(screen.getByText('Please enter wallet address')).toBeVisible();

    fireEvent.click(screen.getByRole('radio', { name: 'USDT' }));
    expect(screen.getByRole('radio', { name: 'TRC20' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'ERC20' }));
    fireEvent.change(screen.getByLabelText('Wallet address'), { target: { value: TRC20 } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is not a valid ERC20 address')).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('addCryptoAddress', expect.anything());

    fireEvent.click(screen.getByRole('radio', { name: 'TRC20' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeVisible();
    expect(call).toHaveBeenCalledWith('addCryptoAddress', { currency: 'USDT', network: 'TRC20', address: TRC20 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bankcard'));
  });
});
