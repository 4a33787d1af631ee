import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bankCard } from '../../test/money-fixtures';
import { renderApp, testUser } from '../../test/render-app';

describe('/bankcard', () => {
  it('lists cards masked and deletes one only after a confirmation', async () => {
    const { call } = renderApp('/bankcard', {
      user: testUser(),
      handlers: { selectCardNo: () => [bankCard({ id: 7 })], selectCryptoAddress: () => [], deleteCard: () => null },
    });

    const card = await screen.findByTestId('bank-card');
    expect(within(card).getByText('**** **** **** 1111')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Edit card ending 1111' }).getAttribute('href')).toBe(
      '/bankcard/detail?id=7',
    );
    expect(screen.getByText('No saved addresses yet.')).toBeVisible();

    fireEvent.click(within(card).getByRole('button', { name: 'Delete card ending 1111' }));
    expect(await screen.findByText('Chase card ending 1111 will be removed.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => {});
    expect(call).not.toHaveBeenCalledWith('deleteCard', expect.anything());

    fireEvent.click(within(card).getByRole('button', { name: 'Delete card ending 1111' }));
    // The cancelled dialog may still be closing: press the newest Ok.
    const oks = await screen.findAllByRole('button', { name: 'Ok' });
    fireEvent.click(oks[oks.length - 1] as HTMLElement);
    await waitFor(() => expect(call).toHaveBeenCalledWith('deleteCard', { id: 7 }));
  });
});
