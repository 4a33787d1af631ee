import { expect, type Locator, type Page } from '@playwright/test';
import { type Call, call } from '../api.ts';
import { logInStaff } from '../staff.ts';

/** The Block Trading list (its permission card) and the block order screen. */
export class BlockTradePage {
  readonly page: Page;
  readonly status: Locator;
  constructor(page: Page) {
    this.page = page;
    this.status = page.getByTestId('block-status');
  }

  /** Markets → US Stock → Block Trading. */
  async openList() {
    await this.page.goto('/market?tab=1&sub=3');
    await expect(this.page.getByRole('tab', { name: 'Block Trading', selected: true })).toBeVisible();
  }

  async expectState(state: 'notOpen' | 'underReview' | 'open' | 'rejected', timeout = 30_000) {
    await expect(this.status).toHaveAttribute('data-state', state, { timeout });
  }

  async apply() {
    await this.status.getByRole('button', { name: /^Apply/ }).click();
  }

  row(code: string) {
    return this.page.locator(`[data-testid="block-row"][data-code="${code}"]`);
  }

  /** Places the order on the open block order screen at `quantity`, through the confirmation; answers the result. */
  async placeOrder(quantity: string) {
    await this.page.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
    await this.page.getByTestId('block-submit').click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByTestId('block-confirmation')).toBeVisible();
    await dialog.getByRole('button', { name: 'Place block order' }).click();
    const result = this.page.getByTestId('block-result');
    await expect(result).toBeVisible();
    return result;
  }
}

/** Staff decide the block-trading application of the user with this email, through the API (no back office yet). */
export async function reviewBlockTrading(email: string, verdict: { reject: string } | 'approve', api: Call = call) {
  const token = await logInStaff(api);
  const pending = await api('staffBlockTradingList', { status: 1, pageNo: 1, pageSize: 100 }, { token });
  const application = pending.data.find((a) => a.email === email);
  expect(application, `a block-trading application from ${email} under review`).toBeDefined();
  const id = application?.id ?? 0;
  return verdict === 'approve'
    ? api('staffBlockTradingApprove', { id }, { token })
    : api('staffBlockTradingReject', { id, reason: verdict.reject }, { token });
}

/** A real 1x1 PNG, as a transfer receipt: the server checks uploads by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Setup through the API: a bank deposit of `amount` with its receipt, approved by staff, moved into Stock. */
export async function fundStock(token: string, amount: string, api: Call = call) {
  const tag = `${Date.now().toString(36)}-${amount}`;
  const deposit = await api('depositCreate', { channel: 'bank', amount }, { token, idempotencyKey: `d-${tag}` });
  const file = { name: 'receipt.png', type: 'image/png', data: PNG };
  const { url } = await api('upload', {}, { token, file });
  await api('depositCredential', { id: deposit.id, credentialUrl: url }, { token });
  await api('staffDepositApprove', { id: deposit.id }, { token: await logInStaff(api) });
  await api('transfer', { from: 'balance', to: 'stock', amount }, { token, idempotencyKey: `t-${tag}` });
}
