import { expect, type Page } from '@playwright/test';

/** /kyc, /kyc/idcard and /kyc/passport. */
export class KycPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** The review's state card (Waiting for Review, Verified!, Audit Failure). */
  state() {
    return this.page.getByTestId('kyc-state');
  }

  /** Searches the country list, picks the country and opens the document's screen. */
  async chooseCountry(search: string, country: string, document: 'ID card' | 'Passport') {
    const p = this.page;
    await p.getByPlaceholder('Search country or region').fill(search);
    await p.getByRole('button', { name: new RegExp(`^${country}`) }).click();
    await expect(p.getByText(`Chosen: ${country}`)).toBeVisible();
    await p.getByRole('button', { name: document, exact: true }).click();
  }

  /** Fills the passport screen, uploads the image and submits (confirming the dialog). */
  async submitPassport(v: { firstName: string; lastName: string; number: string; imagePath: string }) {
    const p = this.page;
    await p.getByLabel('First name').fill(v.firstName);
    await p.getByLabel('Last name').fill(v.lastName);
    await p.getByLabel('Passport number').fill(v.number);
    const field = p.getByRole('group', { name: 'Passport photo page' });
    await field.locator('input[type=file]').setInputFiles(v.imagePath);
    await expect(field.locator('.adm-image-uploader-cell img')).toBeVisible();
    await p.getByRole('button', { name: 'Submit for review' }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  }
}
