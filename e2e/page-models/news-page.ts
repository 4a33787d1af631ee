import { expect, type Locator, type Page } from '@playwright/test';

/** /news and /news/detail: the tabs, the article rows, the article itself. */
export class NewsPage {
  readonly page: Page;
  readonly tabs: Locator;
  readonly article: Locator;
  constructor(page: Page) {
    this.page = page;
    this.tabs = page.getByRole('tablist');
    this.article = page.locator('article.news-article');
  }

  async open() {
    await this.page.goto('/news');
    await expect(this.page.getByRole('tab', { name: 'All News' })).toBeVisible();
  }

  list(tag = 'All News') {
    return this.page.getByRole('list', { name: `Articles: ${tag}` });
  }

  /** Taps the article with this title in the list and waits for its screen. */
  async read(title: string) {
    await this.list()
      .getByRole('link', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .click();
    await expect(this.page).toHaveURL(/\/news\/detail\?id=\d+$/);
    await expect(this.article.getByRole('heading', { name: title })).toBeVisible();
  }

  /** Whether the article's cover image loaded (it is served to anyone once published). */
  coverLoaded() {
    return this.article
      .locator('img.news-article-cover')
      .evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).naturalWidth > 0);
  }
}
