/**
 * The money screens for `e2e/screenshots.ts`: a funded account made through the real API (cards, an address,
 * deposits approved and refused by staff, transfers, a withdrawal), and the screens to photograph with it.
 */
import type { Page } from '@playwright/test';
import { E2E_STAFF } from './staff.ts';

interface Envelope {
  code: number;
  msg: string;
  data: Record<string, unknown>;
}

/** The staff account the screenshot server seeds. */
export const SHOTS_STAFF_ENV = { STAFF_EMAIL: E2E_STAFF.email, STAFF_PASSWORD: E2E_STAFF.password };

/** A real 1x1 PNG, as a transfer screenshot. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function seedMoney(base: string, token: string): Promise<void> {
  const call = async (path: string, body: unknown, auth = token, key?: string) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: auth,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Envelope;
    if (json.code !== 200) throw new Error(`${path}: ${json.msg}`);
    return json.data;
  };
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'receipt.png');
    const res = await fetch(`${base}/upload`, { method: 'POST', headers: { authorization: token }, body: form });
    return ((await res.json()) as Envelope).data.url as string;
  };
  const staff = (await call('/loginByUsername', { username: E2E_STAFF.email, password: E2E_STAFF.password }, ''))
    .token as string;

  const card = await call('/UserAccount/addCardNo', {
    bankName: 'Chase',
    bankAccountName: 'Ada Lovelace',
    cardNo: '4111111111111111',
  });
  await call('/UserAccount/addCardNo', {
    bankName: 'HSBC',
    bankAccountName: 'Ada Lovelace',
    cardNo: '5555555555554444',
  });
  await call('/UserAccount/addCryptoAddress', {
    currency: 'USDT',
    network: 'TRC20',
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    label: 'Ledger',
  });

  const funded = await call('/recharge/create', { channel: 'bank', amount: '5000' }, token, 'shots-deposit-1');
  await call('/recharge/uploadCredential', { id: funded.id, credentialUrl: await upload() });
  await call('/admin/recharge/approve', { id: funded.id }, staff);
  const refused = await call('/recharge/create', { channel: 'bank', amount: '80' }, token, 'shots-deposit-2');
  await call('/admin/recharge/reject', { id: refused.id, reason: 'No matching transfer was received' }, staff);
  await call('/recharge/create', { channel: 'bank', amount: '1200' }, token, 'shots-deposit-3');

  await call('/wallet/transfer', { from: 'balance', to: 'stock', amount: '2000' }, token, 'shots-transfer-1');
  await call('/wallet/transfer', { from: 'balance', to: 'ipo', amount: '500' }, token, 'shots-transfer-2');
  await call('/wallet/transfer', { from: 'stock', to: 'balance', amount: '150' }, token, 'shots-transfer-3');

  await call('/settingPayPassword', { payPassword: '135790' });
  await call(
    '/withdrawal/withdrawal-apply',
    { amount: '250', payPassword: '135790', cardId: card.id },
    token,
    'shots-withdrawal-1',
  );
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
      await p.getByLabel('Amount').fill('500');
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
      await p.getByLabel('Amount').fill('100');
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
