import type { Page } from '@playwright/test';

export class SettingsPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** The language setting lists each language by its own name ('繁體中文', 'Bahasa Indonesia'). */
  async chooseLanguage(name: string) {
    await this.page.goto('/my/setting');
    await this.page.getByRole('radio', { name, exact: true }).check();
  }

  async logOut() {
    await this.page.getByRole('button', { name: 'Log out' }).click();
    await this.page.getByText('Do you confirm to exit?').waitFor();
    await this.page.getByRole('button', { name: 'Ok' }).click();
  }

  /** First-time pay password: the new one, then the same again. */
  async setPayPassword(digits: string) {
    const p = this.page;
    await p.getByLabel('New transaction password', { exact: true }).click();
    await p.keyboard.type(digits);
    await p.getByRole('button', { name: 'Next' }).click();
    await p.getByLabel('Repeat transaction password', { exact: true }).click();
    await p.keyboard.type(digits);
    await p.getByRole('button', { name: 'Confirm' }).click();
  }
}
