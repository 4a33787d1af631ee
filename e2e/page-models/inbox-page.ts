import { expect, type Page } from '@playwright/test';

/** The inbox (/my/messages), the My header's messages button and the tab bar's My badge. */
export class InboxPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** The My tab's unread badge on the tab bar. */
  myTabBadge() {
    return this.page.getByRole('navigation', { name: 'Main' }).locator('.adm-badge');
  }

  /** The My header's way in, named with the unread count. */
  headerButton(unread?: number) {
    return this.page.getByRole('link', { name: unread ? `Messages, ${unread} unread` : 'Messages' });
  }

  rows() {
    return this.page.getByTestId('message-row');
  }

  /** Opens a message by its title; answers the sheet that shows it. */
  async openMessage(title: string) {
    await this.rows().filter({ hasText: title }).first().locator('.message-row').click();
    const sheet = this.page.getByRole('article', { name: title });
    await expect(sheet).toBeVisible();
    return sheet;
  }

  /** Delete in the open message, then the confirmation's Delete. */
  async deleteOpenMessage(title: string) {
    await this.page.getByRole('article', { name: title }).getByRole('button', { name: 'Delete' }).click();
    const dialog = this.page.locator('.adm-dialog');
    await expect(dialog).toContainText('Delete this message?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
  }
}
