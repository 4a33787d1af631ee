import { expect, type Page } from '@playwright/test';
import { waitForCode } from '../mail-catcher.ts';

export class RegisterPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open(inviteCode?: string) {
    await this.page.goto(inviteCode ? `/register?inviteCode=${inviteCode}` : '/register');
  }

  /** Fills the form, asks for the code, reads it from the real mail, and registers. */
  async signUp(who: { email: string; userLoginId: string; password: string }) {
    const p = this.page;
    await p.getByLabel('Email', { exact: true }).fill(who.email);
    await p.getByRole('button', { name: 'Send code' }).click();
    await expect(p.getByText('Send Success')).toBeVisible();
    await expect(p.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    const code = await waitForCode(process.env.E2E_MAIL_DIR ?? '', who.email);
    await p.getByLabel('Verification code').fill(code);
    await p.getByLabel('User ID').fill(who.userLoginId);
    await p.getByLabel('Password', { exact: true }).fill(who.password);
    await p.getByLabel('Confirm password').fill(who.password);
    await p.getByRole('button', { name: 'Register' }).click();
  }
}
