import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './codes.ts';

/** Paged request fields (docs/design.md §3): pageNo from 1, pageSize at most 100. */
export const pageQuery = {
  pageNo: z.coerce
    .number({ error: 'must be a whole number from 1' })
    .int('must be a whole number from 1')
    .min(1, 'must be a whole number from 1')
    .default(1),
  pageSize: z.coerce
    .number({ error: `must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
};

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** A list's `order`: asc or desc, desc unless asked. */
export const sortOrder = z.enum(SORT_ORDERS, { error: `must be one of ${SORT_ORDERS.join(', ')}` }).default('desc');
/** A list's `sort`: one of a closed set of fields (anything else is 400 `sort: must be one of …`). */
export const sortField = <const T extends readonly [string, ...string[]]>(fields: T) =>
  z.enum(fields, { error: `must be one of ${fields.join(', ')}` });
/** `sort` with the field a list is sorted by when none is asked. */
export const sortBy = <const T extends readonly [string, ...string[]]>(fields: T, fallback: T[number]) =>
  sortField(fields).default(fallback);
/**
 * A staff review queue's sort: without `sort` the queue keeps its own order (the pending queue oldest first, anything
 * else newest first); with one, that field in `order`, ties by id.
 */
export const queueSort = <const T extends readonly [string, ...string[]]>(fields: T) => ({
  sort: sortField(fields).optional(),
  order: sortOrder,
});
export const QUEUE_SORTS = ['id', 'createdAt'] as const;
export const AMOUNT_QUEUE_SORTS = ['id', 'amount', 'createdAt'] as const;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    pageNo: z.number().int(),
    totalPage: z.number().int(),
    total: z.number().int(),
  });

export interface Page<T> {
  data: T[];
  pageNo: number;
  totalPage: number;
  total: number;
}
