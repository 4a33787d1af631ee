import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bankCard } from '../../test/money-fixtures';
import { renderApp, testUser } from '../../test/render-app';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('/bankcard/detail', () => {
  it('adds a card when there is no id', async () => {
    const { call, router } = renderApp('/bankcard/detail', {
      user: testUser(),
      handlers: { addCardNo: () => bankCard(), selectCardNo: () => [] },
    });

    await screen.findByText('Add bank card', { selector: 'h1' });
    fill('Bank name', 'Chase');
    fill('Bank account name', 'Ada Lovelace');
    fill('Card number', '4111 1111 1111 1111');
    save();

    expect(await screen.findByText('Success')).toBeVisible();
    expect(call).toHaveBeenCalledWith('addCardNo', {
      bankName: 'Chase',
      bankAccountName: 'Ada Lovelace',
      cardNo: '4111111111111111',
    });
    expect(call).not.toHaveBeenCalledWith('updateCardNo', expect.anything());
    await waitFor(() => expect(router.state.location.pathname).toBe('/bankcard'));
  });

  it('updates the card named by the id, prefilled, when there is one', async () => {
    const { call } = renderApp('/bankcard/detail?id=7', {
      user: testUser(),
      handlers: { selectCardNo: () => [bankCard({ id: 7 })], updateCardNo: () => bankCard() },
    });

    expect(await screen.findByText('Edit bank card', { selector: 'h1' })).toBeVisible();
    expect(await screen.findByLabelText('Bank name')).toHaveValue('Chase');
    fill('Bank name', 'Chase Bank');
    fill('Card number', '5555555555554444');
    save();

    expect(await screen.findByText('Success')).toBeVisible();
    expect(call).toHaveBeenCalledWith('updateCardNo', {
      id: 7,
      bankName: 'Chase Bank',
      bankAccountName: 'Ada Lovelace',
      cardNo: '5555555555554444',
    });
    expect(call).not.toHaveBeenCalledWith('addCardNo', expect.anything());
  });

  it('a card number failing the Luhn check blocks the save with the message', async () => {
    const { call } = renderApp('/bankcard/detail', { user: testUser(), handlers: { addCardNo: () => bankCard() } });

    await screen.findByLabelText('Card number');
    fill('Bank name', 'Chase');
    fill('Bank account name', 'Ada Lovelace');
    fill('Card number', '4111 1111 1111 1112');
    save();

    expect(await screen.findByText('Card number is not a valid card number (check the digits)')).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('addCardNo', expect.anything());
  });

  it("gives SPEC's prompts for empty fields", async () => {
    const { call } = renderApp('/bankcard/detail', { user: testUser() });
    await screen.findByLabelText('Card number');
    save();
    expect(await screen.findByText('Please enter bank name')).toBeVisible();
    expect(screen.getByText('Please enter bank account name')).toBeVisible();
    expect(screen.getByText('Please enter card number')).toBeVisible();
    expect(call).not.toHaveBeenCalledWith('addCardNo', expect.anything());
  });
});
