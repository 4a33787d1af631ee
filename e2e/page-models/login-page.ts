import type { Page } from '@playwright/test';

export class LoginPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async logIn(username: string, password: string) {
    const p = this.page;
    await p.getByLabel('Email or user ID').fill(username);
    await p.getByLabel('Password').fill(password);
    await p.getByRole('button', { name: 'Log in' }).click();
  }
}
