/**
 * The money screens for `e2e/screenshots.ts`: a funded account made through the real API (cards, an address,
 * deposits approved and refused by staff, transfers, a withdrawal), and the screens to photograph with it.
 */
import type { Page } from '@playwright/test';
import type { Call } from './api.ts';
import { verifyIdentity } from './kyc.ts';
import { E2E_STAFF, logInStaff } from './staff.ts';

/** The staff account the screenshot server seeds. */
export const SHOTS_STAFF_ENV = { STAFF_EMAIL: E2E_STAFF.email, STAFF_PASSWORD: E2E_STAFF.password };

/** A real 1x1 PNG, as a transfer screenshot. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function seedMoney(api: Call, token: string): Promise<void> {
  const user = { token };
  const once = (idempotencyKey: string) => ({ token, idempotencyKey });
  const upload = async () => {
    const file = { name: 'receipt.png', type: 'image/png', data: PNG };
    return (await api('upload', {}, { token, file })).url;
  };
  const staff = { token: await logInStaff(api) };

  const card = await api(
    'addCardNo',
    { bankName: 'Chase', bankAccountName: 'Ada Lovelace', cardNo: '4111111111111111' },
    user,
  );
  await api('addCardNo', { bankName: 'HSBC', bankAccountName: 'Ada Lovelace', cardNo: '5555555555554444' }, user);
  await api(
    'addCryptoAddress',
    { currency: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', label: 'Ledger' },
    user,
  );

  const funded = await api('depositCreate', { channel: 'bank', amount: '5000' }, once('shots-deposit-1'));
  await api('depositCredential', { id: funded.id, credentialUrl: await upload() }, user);
  await api('staffDepositApprove', { id: funded.id }, staff);
  const refused = await api('depositCreate', { channel: 'bank', amount: '80' }, once('shots-deposit-2'));
  await api('staffDepositReject', { id: refused.id, reason: 'No matching transfer was received' }, staff);
  await api('depositCreate', { channel: 'bank', amount: '1200' }, once('shots-deposit-3'));

  await api('transfer', { from: 'balance', to: 'stock', amount: '2000' }, once('shots-transfer-1'));
  await api('transfer', { from: 'balance', to: 'ipo', amount: '500' }, once('shots-transfer-2'));
  await api('transfer', { from: 'stock', to: 'balance', amount: '150' }, once('shots-transfer-3'));

  await api('settingPayPassword', { payPassword: '135790' }, user);
  await verifyIdentity(token, api);
  await api('withdrawalApply', { amount: '250', payPassword: '135790', cardId: card.id }, once('shots-withdrawal-1'));
}

interface Shot {
  name: string;
  url: string;
  /** Brings the screen to the state to photograph. */
  act?: (page: Page) => Promise<void>;
}

export const MONEY_SHOTS: Shot[] = [
  { name: 'my-stock', url: '/my?tab=stock' },
  { name: 'my-hidden', url: '/my', act: (p) => p.getByRole('button', { name: 'Hide amounts' }).click() },
  { name: 'my-withdraw-choice', url: '/my', act: (p) => p.getByRole('button', { name: 'Withdraw' }).click() },
  { name: 'transfer', url: '/my/transfer?type=stock' },
  { name: 'transaction', url: '/my/transaction' },
  { name: 'deposit', url: '/deposit' },
  {
    name: 'deposit-bank',
    url: '/deposit?method=bank',
    act: async (p) => {
      await p.getByRole('textbox', { name: 'Amount', exact: true }).fill('500');
      await p.getByRole('button', { name: 'Continue' }).click();
      await p.getByTestId('reference-code').waitFor();
    },
  },
  { name: 'deposit-wallet', url: '/deposit/wallet' },
  { name: 'deposit-record', url: '/deposit/record' },
  { name: 'withdraw-bankcard', url: '/withdraw/bankcard' },
  {
    name: 'withdraw-password',
    url: '/withdraw/bankcard',
    act: async (p) => {
      await p.getByRole('textbox', { name: 'Amount', exact: true }).fill('100');
      await p.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await p.getByRole('button', { name: 'Ok' }).click();
      await p.getByText('Enter transaction password').waitFor();
    },
  },
  { name: 'withdraw-crypto', url: '/withdraw/crypto' },
  { name: 'withdraw-record', url: '/withdraw/record' },
  { name: 'bankcard', url: '/bankcard' },
  { name: 'bankcard-detail', url: '/bankcard/detail' },
  { name: 'bankcard-crypto', url: '/bankcard/cryptoDetail' },
];
