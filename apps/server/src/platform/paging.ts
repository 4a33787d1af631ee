import type { Page } from '@bourse/contract';

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** The rows one page covers, for `limit`/`offset`. */
export const pageWindow = ({ pageNo, pageSize }: PageRequest) => ({ offset: (pageNo - 1) * pageSize, limit: pageSize });

/** The paged answer of docs/design.md §3. */
export function toPage<T>(data: T[], total: number, { pageNo, pageSize }: PageRequest): Page<T> {
  return { data, pageNo, totalPage: Math.ceil(total / pageSize), total };
}

/** One page of an in-memory list; past the end it is empty with the right totalPage. */
export function pageOfList<T>(items: readonly T[], req: PageRequest): Page<T> {
  const { offset, limit } = pageWindow(req);
  return toPage(items.slice(offset, offset + limit), items.length, req);
}
