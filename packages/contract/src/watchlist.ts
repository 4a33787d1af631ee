import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { text } from './fields.ts';
import { MARKETS, SOURCES } from './codes.ts';

export const WATCHLIST_MAX = 200;

/** The raw watchlist row of docs/product.md §3: f12 code, f14 name, f2 price, f3 ratio, f4 change, f5 volume; plus the entry id. */
export const watchlistRowSchema = z.object({
  id: z.number().int(),
  f12: z.string(),
  f14: z.string(),
  f2: z.string(),
  f3: z.string(),
  f4: z.string(),
  f5: z.string(),
  market: z.enum(MARKETS),
  source: z.enum(SOURCES),
  channel: z.string(),
  localLogoUrl: z.string(),
  createTimeTimestamp: z.number().int(),
});
export type WatchlistRow = z.infer<typeof watchlistRowSchema>;

const stockCode = text().trim().min(1, 'is required').max(24, 'must be at most 24 characters');
const idParam = z.strictObject({
  id: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').positive('must be positive'),
});

export const watchlistEndpoints = {
  watchlistSave: defineEndpoint({
    method: 'POST',
    path: '/userSelfSecurity/save',
    tag: 'watchlist',
    summary: 'Add an instrument to the watchlist (saving it twice keeps one entry)',
    auth: true,
    input: z.strictObject({
      stockCode,
      market: z.enum(MARKETS, {
        error: (i) => (i.input === undefined ? 'is required' : `must be one of ${MARKETS.join(', ')}`),
      }),
    }),
    output: z.object({ id: z.number().int() }),
  }),
  watchlistDelete: defineEndpoint({
    method: 'POST',
    path: '/userSelfSecurity/delete/:id',
    tag: 'watchlist',
    summary: 'Remove a watchlist entry by its id',
    auth: true,
    params: idParam,
    input: z.strictObject({}),
    output: z.null(),
  }),
  watchlistDeleteByCode: defineEndpoint({
    method: 'POST',
    path: '/userSelfSecurity/deleteByStockCode/:stockCode',
    tag: 'watchlist',
    summary: 'Remove a watchlist entry by stock code (optionally naming the market)',
    auth: true,
    params: z.strictObject({ stockCode }),
    input: z.strictObject({ market: z.enum(MARKETS).optional() }),
    output: z.null(),
  }),
  watchlistRows: defineEndpoint({
    method: 'GET',
    path: '/userSelfSecurity/selectSelfSelectionStocksData',
    tag: 'watchlist',
    summary: 'The watchlist with live prices, as raw rows',
    auth: true,
    input: z.strictObject({}),
    output: z.array(watchlistRowSchema),
  }),
};
