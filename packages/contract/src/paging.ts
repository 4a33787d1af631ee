import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;

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
