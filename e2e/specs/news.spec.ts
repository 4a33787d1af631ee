import { expect, test } from '@playwright/test';
import { call } from '../api.ts';
import { GUIDE, publishGuide } from '../news.ts';
import { NewsPage } from '../page-models/news-page.ts';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a visitor reads a staff article from the news list, its cover included, and finds it on the AAPL quote', async ({
  page,
}) => {
  const guide = await publishGuide(call, PNG);
  const news = new NewsPage(page);
  await news.open();
  // The platform's own announcements are there too.
  await expect(news.list().getByText('Welcome to Bourse')).toBeVisible();

  await news.read(GUIDE.title);
  await expect(news.article.getByText('A market buy fills at the ask')).toBeVisible();
  await expect(news.article.locator('strong', { hasText: 'Buy' })).toBeVisible();
  await expect(news.article.getByText('AAPL', { exact: true })).toBeVisible();
  await expect.poll(() => news.coverLoaded()).toBe(true);
  expect(page.url()).toContain(`/news/detail?id=${guide.id}`);

  await page.goto('/quote/stock?source=US&name=Apple+Inc.&code=AAPL&market=US');
  const about = page.getByRole('list', { name: 'News about AAPL' });
  await about.getByRole('link', { name: new RegExp(GUIDE.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/news/detail\\?id=${guide.id}$`));
});
