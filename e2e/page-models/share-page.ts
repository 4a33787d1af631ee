import type { Page } from '@playwright/test';

/** /my/share: the invite code, the QR code of the sign-up link, copy and share. */
export class SharePage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** From My, by the share icon in the header. */
  async openFromMy() {
    await this.page.goto('/my');
    await this.page.getByRole('link', { name: 'Invite friends' }).click();
  }

  inviteCode = () => this.page.getByTestId('invite-code');
  link = () => this.page.getByTestId('share-link');
  qrCode = () => this.page.getByRole('img', { name: 'QR code of your sign-up link' });
  joined = () => this.page.getByTestId('joined-count');

  async copyLink() {
    await this.page.getByRole('button', { name: 'Copy link' }).click();
  }
}
