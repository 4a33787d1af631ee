import type { Article, ArticleDetail } from '@bourse/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderApp } from '../../test/render-app';

const anArticle = (over: Partial<Article> = {}): Article => ({
  id: 1,
  title: 'Welcome to Bourse',
  deployTime: Date.UTC(2026, 10, 20, 9, 0),
  imageUrl: '',
  tags: ['Announcements'],
  provider: 'staff',
  sourceName: 'Bourse',
  ...over,
});
const page = (data: Article[]) => ({ data, pageNo: 1, totalPage: data.length ? 1 : 0, total: data.length });

describe('/news', () => {
  it('lists All News with title, source and time; a tag tab lists that tag; a row opens the article', async () => {
    const app = renderApp('/news', {
      handlers: {
        articleTags: () => ['Announcements', 'AAPL'],
        articleList: ({ tag }) =>
          tag === 'AAPL'
            ? page([anArticle({ id: 7, title: 'Trading AAPL on Bourse', imageUrl: '/article/7/cover?v=abcd1234' })])
            : page([anArticle(), anArticle({ id: 2, title: 'Prices come from a simulator' })]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Articles: All News' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/news/detail?id=1', '/news/detail?id=2']);
    expect(within(rows[0] as HTMLElement).getByText('Welcome to Bourse')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('Bourse')).toBeVisible();

    fireEvent.click(screen.getByRole('tab', { name: 'AAPL' }));
    const tagged = await screen.findByRole('list', { name: 'Articles: AAPL' });
    expect(within(tagged).getByText('Trading AAPL on Bourse')).toBeVisible();
    expect(tagged.querySelector('img')?.getAttribute('src')).toBe('/article/7/cover?v=abcd1234');
    expect(app.call).toHaveBeenCalledWith('articleList', { tag: 'AAPL', pageNo: 1, pageSize: 15 }, expect.anything());
    expect(app.router.state.location.search).toBe('?tag=AAPL');

    fireEvent.click(within(tagged).getByRole('link'));
    await waitFor(() => expect(app.router.state.location.search).toBe('?id=7'));
  });

  it('says so when there is no news', async () => {
    renderApp('/news', { handlers: { articleTags: () => [], articleList: () => page([]) } });
    expect(await screen.findByText('No news here yet')).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('/news/detail', () => {
  const detail: ArticleDetail = {
    ...anArticle({ id: 9, title: 'Deposits are reviewed', tags: ['Announcements'] }),
    contentHtml: '<p>A deposit reaches your <strong>Balance</strong> when staff approve it.</p>',
    link: '',
  };

  it('shows the article: title, source, time, tags and its body', async () => {
    renderApp('/news/detail?id=9', { handlers: { articleDetail: () => detail } });
    expect(await screen.findByRole('heading', { name: 'Deposits are reviewed' })).toBeVisible();
    expect(screen.getByText('Balance').tagName).toBe('STRONG');
    expect(screen.getByText('Announcements')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Read the original/ })).toBeNull();
  });

  it('links a feed article to its original', async () => {
    renderApp('/news/detail?id=9', {
      handlers: {
        articleDetail: () => ({ ...detail, provider: 'feed', sourceName: 'Wire', link: 'https://wire.example/1' }),
      },
    });
    const link = await screen.findByRole('link', { name: 'Read the original at Wire' });
    expect(link.getAttribute('href')).toBe('https://wire.example/1');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says the article is not available when it is missing, a draft, or the id is not one', async () => {
    renderApp('/news/detail?id=5', {
      handlers: {
        articleDetail: () => {
          throw new ApiError(404, 'Article not found');
        },
      },
    });
    expect(await screen.findByText('This article is not available')).toBeVisible();
  });

  it('needs no request for an id that is not a number', async () => {
    const app = renderApp('/news/detail?id=abc');
    expect(await screen.findByText('This article is not available')).toBeVisible();
    expect(app.call).not.toHaveBeenCalledWith('articleDetail', expect.anything(), expect.anything());
  });
});
