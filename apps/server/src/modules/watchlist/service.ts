import { type Market, WATCHLIST_MAX, type WatchlistRow } from '@bourse/contract';
import type { AppContext } from '../../platform/context.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { lockUser } from '../../platform/locks.ts';
import { requireLive } from '../market/lookup.ts';
import { watchlistRepo as repo } from './repo.ts';

const ENTRY_NOT_FOUND = 'Watchlist entry not found';

/** Adds an instrument; saving one that is already there answers the existing entry. */
export async function save(ctx: AppContext, userId: number, input: { stockCode: string; market: Market }) {
  const { market, code } = requireLive(ctx, input.market, input.stockCode).inst;
  return ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const existing = await repo.find(trx, userId, market, code);
    if (existing) return { id: existing.id };
    if ((await repo.count(trx, userId)) >= WATCHLIST_MAX) {
      throw refused(`Your watchlist can hold at most ${WATCHLIST_MAX} instruments; remove one first`);
    }
    return repo.insert(trx, { user_id: userId, market, code, created_at: ctx.now() });
  });
}

/** Another user's entry answers exactly as a missing one. */
export async function remove(ctx: AppContext, userId: number, id: number): Promise<void> {
  if ((await repo.removeById(ctx.db, userId, id)) === 0) throw notFound(ENTRY_NOT_FOUND);
}

/** Removes the caller's entries with this code (in every market, unless one is named). */
export async function removeByCode(ctx: AppContext, userId: number, code: string, market?: Market): Promise<void> {
  if ((await repo.removeByCode(ctx.db, userId, code.toUpperCase(), market)) === 0) throw notFound(ENTRY_NOT_FOUND);
}

/** The raw watchlist rows of docs/product.md §3 with the live price, newest first; an entry whose instrument is no longer quoted is left out. */
export async function rows(ctx: AppContext, userId: number): Promise<WatchlistRow[]> {
  const entries = await repo.list(ctx.db, userId);
  return entries.flatMap((e) => {
    const live = ctx.market.live(e.market, e.code);
    if (!live) return [];
    const { inst, quote } = live;
    return {
      id: e.id,
      f12: inst.code,
      f14: inst.name,
      f2: quote.price_nominal,
      f3: quote.change_ratio,
      f4: quote.change,
      f5: quote.volume,
      market: inst.market,
      source: inst.source,
      channel: inst.channel,
      localLogoUrl: inst.logoUrl,
      createTimeTimestamp: e.created_at,
    };
  });
}

export async function contains(ctx: AppContext, userId: number, market: Market, code: string): Promise<boolean> {
  return (await repo.find(ctx.db, userId, market, code)) !== undefined;
}
