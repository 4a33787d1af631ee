import { expect, type Page } from '@playwright/test';

export class DepositPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** From /deposit: a bank transfer of `amount`; answers the reference code the instructions show. */
  async startBankDeposit(amount: string): Promise<string> {
    const p = this.page;
    await p.goto('/deposit');
    await p.getByRole('link', { name: /Bank transfer/ }).click();
    await p.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount);
    await p.getByRole('button', { name: 'Continue' }).click();
    const reference = p.getByTestId('reference-code');
    await expect(reference).toBeVisible();
    return (await reference.textContent()) ?? '';
  }

  /** Uploads the transfer screenshot and submits it as the deposit's credential. */
  async submitCredential(imagePath: string) {
    const p = this.page;
    const field = p.getByRole('group', { name: 'Transfer credential (screenshot)' });
    await field.locator('input[type=file]').setInputFiles(imagePath);
    await expect(field.locator('.adm-image-uploader-cell img')).toBeVisible();
    await p.getByRole('button', { name: 'Submit screenshot' }).click();
    await expect(p.getByText('Screenshot submitted')).toBeVisible();
  }
}
