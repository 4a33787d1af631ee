import type { Page } from '@bourse/contract';
import { type Expression, type SqlBool, sql } from 'kysely';

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

/** Escapes LIKE's wildcards so a search for `a_b` finds `a_b` only (lower-cased: compare with a lower-cased column). */
const likeOf = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether `value` (a column or expression, lower-cased by the caller when the search ignores case) contains `q`
 * taken literally: LIKE with its wildcards escaped and the escape character named, as SQLite has none by default.
 */
export const contains = (value: Expression<unknown> | string, q: string) =>
  sql<SqlBool>`${typeof value === 'string' ? sql.ref(value) : value} like ${likeOf(q)} escape '\\'`;

/** A decimal-string column ordered by its value, not its text ("9" before "10"), on both databases. */
export const byValue = (column: string) => sql<number>`cast(${sql.ref(column)} as numeric)`;
