import { DEFAULT_PAGE_SIZE, type Page } from '@bourse/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedQuery } from '../api/paged-query';
import { createQueryClient } from '../app/query-client';
import { pretendLaidOut, pretendPullable } from '../test/jsdom-layout';
import { InfiniteList } from './InfiniteList';

interface Row {
  id: number;
}

/** A server of `pages` pages of 15 rows, recording each page asked for and when. */
function pagedServer(pages: number) {
  const asked: Array<{ pageNo: number; pageSize: number; at: number }> = [];
  const fetchPage = async (pageNo: number, pageSize: number): Promise<Page<Row>> => {
    asked.push({ pageNo, pageSize, at: Date.now() });
    const rows = Array.from({ length: pageSize }, (_, i) => ({ id: (pageNo - 1) * pageSize + i }));
    return { data: rows, pageNo, totalPage: pages, total: pages * pageSize };
  };
  return { asked, fetchPage };
}

function Rows({
  fetchPage,
  refreshable,
}: {
  fetchPage: ReturnType<typeof pagedServer>['fetchPage'];
  refreshable?: boolean;
}) {
  const query = usePagedQuery(['rows'], fetchPage);
  return (
    <InfiniteList
      query={query}
      label="Rows"
      empty="Nothing"
      refreshable={refreshable}
      renderItem={(row) => <li key={row.id}>row {row.id}</li>}
    />
  );
}

const renderRows = (server: ReturnType<typeof pagedServer>, refreshable = false) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Rows fetchPage={server.fetchPage} refreshable={refreshable} />
    </QueryClientProvider>,
  );

describe('InfiniteList', () => {
  it(
    'asks for 15 a page, loads more at most once every 2 s, and says when there is no more',
    { timeout: 10_000 },
    async () => {
      pretendLaidOut();
      const server = pagedServer(3);
      renderRows(server);

      expect(await screen.findByText('No more', {}, { timeout: 6_000 })).toBeVisible();
      expect(screen.getAllByText(/^row /)).toHaveLength(3 * DEFAULT_PAGE_SIZE);
      expect(server.asked.map((a) => [a.pageNo, a.pageSize])).toEqual([
        [1, 15],
        [2, 15],
        [3, 15],
      ]);
      const [, second, third] = server.asked.map((a) => a.at);
      expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(1_950);
    },
  );

  it('pulled down, fetches the pages already loaded again', async () => {
    pretendLaidOut();
    pretendPullable();
    const server = pagedServer(2);
    renderRows(server, true);
    expect(await screen.findByText('No more')).toBeVisible();
    expect(server.asked.map((a) => a.pageNo)).toEqual([1, 2]);

    pullDown(screen.getByRole('list', { name: 'Rows' }));

    await waitFor(() => expect(server.asked.map((a) => a.pageNo)).toEqual([1, 2, 1, 2]));
    expect(screen.getAllByText(/^row /)).toHaveLength(2 * DEFAULT_PAGE_SIZE);
  });
});

/** A finger drags the element 400 px down and lets go. */
function pullDown(element: Element) {
  const touch = (type: string, y: number) => {
    const event = new Event(type, { bubbles: true, cancelable: true });
    const points = [{ identifier: 1, clientX: 10, clientY: y, target: element }];
    const held = type === 'touchend' ? [] : points;
    Object.defineProperties(event, {
      touches: { value: held },
      targetTouches: { value: held },
      changedTouches: { value: points },
    });
    element.dispatchEvent(event);
  };
  act(() => {
    touch('touchstart', 10);
    for (let y = 20; y <= 400; y += 20) touch('touchmove', y);
  });
  // Let go once the list has re-rendered as "release to refresh".
  act(() => touch('touchend', 400));
}
