import type { Endpoints } from '@bourse/contract';
import { Decimal, exchangeDate } from '@bourse/domain';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { pageOfList } from '../../platform/paging.ts';
import * as copyTrading from '../copy-trading/service.ts';
import { ipoStatus } from '../market/offerings.ts';
import { ROBOTS } from '../robots/catalogue.ts';
import { backofficeRepo as repo } from './repo.ts';

/**
 * The back office's offerings screens (docs/decisions.md, "Back office: offerings"): the IPO calendar, institutions
 * and robots. Offerings are few (the catalogue's), so each list is built whole, with what users hold in each read
 * from the database, then filtered, sorted and paged here on the server.
 */

type In<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Key = Decimal | number | string | null;

/** Sorts by one key (nulls first ascending); ties keep the catalogue's order. */
function sorted<T>(rows: T[], key: (row: T) => Key, order: 'asc' | 'desc'): T[] {
  const cmp = (a: Key, b: Key): number => {
    if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
    if (a instanceof Decimal) return a.cmp(b as Decimal);
    return a < b ? -1 : a > b ? 1 : 0;
  };
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((x, y) => sign * cmp(key(x), key(y)));
}

const matches = (q: string | undefined, ...texts: string[]) =>
  !q || texts.some((t) => t.toLowerCase().includes(q.toLowerCase()));

/** Sums amounts per key. */
function totals<K>(rows: readonly { key: K; amount: string }[]) {
  const out = new Map<K, { n: number; amount: Decimal }>();
  for (const r of rows) {
    const t = out.get(r.key) ?? { n: 0, amount: Decimal.ZERO };
    out.set(r.key, { n: t.n + 1, amount: t.amount.add(r.amount) });
  }
  return out;
}

const usd = (d: Decimal | undefined) => (d ?? Decimal.ZERO).toFixed(2);

export async function ipoCalendar(ctx: AppContext, input: In<'staffIpoList'>) {
  const [subs, draws] = await Promise.all([repo.ipoSubscriptions(ctx.db), repo.ipoDraws(ctx.db)]);
  const applied = totals(subs.map((s) => ({ key: s.symbol, amount: s.amount })));
  const lots = new Map<string, number>();
  for (const s of subs) lots.set(s.symbol, (lots.get(s.symbol) ?? 0) + s.quantity / s.lot_size);
  const drawn = new Map(draws.map((d) => [d.symbol, d]));
  const now = ctx.now();
  const rows = ctx.market.instruments.offerings
    .map((o) => {
      const draw = drawn.get(o.symbol);
      return {
        id: o.symbol,
        symbol: o.symbol,
        name: o.name,
        market: o.market,
        currency: o.currency,
        issuePrice: o.issuePrice,
        lotSize: o.lotSize,
        subscriptionStart: o.subscriptionStart,
        subscriptionEnd: o.subscriptionEnd,
        drawDate: o.drawDate,
        listingDate: o.listingDate,
        state: ipoStatus(o, exchangeDate(o.market, now)),
        applications: applied.get(o.symbol)?.n ?? 0,
        amount: usd(applied.get(o.symbol)?.amount),
        lots: lots.get(o.symbol) ?? 0,
        // Known once every application is settled (a draw runs in chunks).
        allottedLots: draw && draw.settled_at !== null ? draw.allotted_lots : null,
        drawnAt: draw ? Number(draw.drawn_at) : null,
      };
    })
    .filter((r) => matches(input.q, r.symbol, r.name) && (!input.state || r.state === input.state));
  const key = {
    listingDate: (r: (typeof rows)[number]) => r.listingDate,
    subscriptionStart: (r: (typeof rows)[number]) => r.subscriptionStart,
    symbol: (r: (typeof rows)[number]) => r.symbol,
    applications: (r: (typeof rows)[number]) => r.applications,
    amount: (r: (typeof rows)[number]) => Decimal.from(r.amount),
  }[input.sort];
  return pageOfList(sorted(rows, key, input.order), input);
}

export async function institutions(ctx: AppContext, input: In<'staffInstitutionList'>) {
  const [views, follows, states] = await Promise.all([
    copyTrading.institutions(ctx),
    repo.activeFollows(ctx.db),
    repo.institutionStates(ctx.db),
  ]);
  const following = totals(follows.map((f) => ({ key: f.institution_id, amount: f.amount })));
  const stateOf = new Map(states.map((s) => [s.id, s]));
  const rows = views
    .filter((i) => matches(input.q, i.name, i.stockCode))
    .map((i) => {
      const s = stateOf.get(i.id);
      const running = s?.starts_at != null;
      return {
        id: i.id,
        name: i.name,
        instrument: `${i.instrumentName} (${i.market} ${i.stockCode})`,
        profitShareRate: i.profitShareRate,
        equity: i.equity,
        weekReturn: i.weekReturn,
        monthReturn: i.monthReturn,
        totalReturn: i.totalReturn,
        maxDrawdown: i.maxDrawdown,
        followers: i.followers,
        amount: usd(following.get(i.id)?.amount),
        cycleState: running ? ('running' as const) : ('between' as const),
        cycleStartsAt: running ? Number(s.starts_at) : null,
        cycleEndsAt: running && s.ends_at != null ? Number(s.ends_at) : null,
        nextCycleAt: i.nextCycleTimestamp,
        strategy: s?.status ?? 'stopped',
      };
    });
  const key = {
    name: (r: (typeof rows)[number]) => r.name,
    followers: (r: (typeof rows)[number]) => r.followers,
    amount: (r: (typeof rows)[number]) => Decimal.from(r.amount),
    totalReturn: (r: (typeof rows)[number]) => (r.totalReturn === null ? null : Decimal.from(r.totalReturn)),
  }[input.sort];
  return pageOfList(sorted(rows, key, input.order), input);
}

export async function robots(ctx: AppContext, input: In<'staffRobotList'>) {
  const rentals = await repo.rentals(ctx.db);
  const active = totals(
    rentals.filter((r) => r.state !== 'settled').map((r) => ({ key: r.robot_id, amount: r.amount })),
  );
  const all = totals(rentals.map((r) => ({ key: r.robot_id, amount: r.fee })));
  const rows = ROBOTS.map((r) => {
    const live = ctx.market.live(r.market, r.code);
    return {
      id: r.id,
      name: r.name,
      strategy: r.rules.kind,
      instrument: `${live?.inst.name ?? r.code} (${r.market} ${r.code})`,
      leverage: r.leverage,
      status: live ? ('rentable' as const) : ('unavailable' as const),
      marketOpen: live ? ctx.market.isOpen(live.inst) : false,
      activeRentals: active.get(r.id)?.n ?? 0,
      amount: usd(active.get(r.id)?.amount),
      rentals: all.get(r.id)?.n ?? 0,
      fees: usd(all.get(r.id)?.amount),
    };
  }).filter((r) => matches(input.q, r.name, r.instrument) && (!input.status || r.status === input.status));
  const key = {
    name: (r: (typeof rows)[number]) => r.name,
    activeRentals: (r: (typeof rows)[number]) => r.activeRentals,
    amount: (r: (typeof rows)[number]) => Decimal.from(r.amount),
    fees: (r: (typeof rows)[number]) => Decimal.from(r.fees),
  }[input.sort];
  return pageOfList(sorted(rows, key, input.order), input);
}
