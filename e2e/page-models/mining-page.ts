import type { Page } from '@playwright/test';

/** /mining: energy, check-in, a session to start, the rules and the records. */
export class MiningPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** From My, by the Mining rewards entry. */
  async openFromMy() {
    await this.page.goto('/my');
    await this.page.getByTestId('mining-entry').click();
  }

  energy = () => this.page.getByTestId('mining-energy');
  running = () => this.page.getByTestId('mining-running');
  records = () => this.page.getByTestId('mining-record');

  async checkIn() {
    await this.page.getByRole('button', { name: 'Check in' }).click();
  }

  /** Starts a session and confirms it in the dialog. */
  async start() {
    await this.page.getByRole('button', { name: 'Start mining' }).click();
    await this.page.getByRole('button', { name: 'Ok' }).click();
  }
}
