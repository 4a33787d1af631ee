import { TRADE_PUSH_TYPE, type TradeEvent } from '@bourse/contract';
import { Decimal, type JournalKind } from '@bourse/domain';
import { expect } from 'vitest';
import { type BuiltApp, buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import type { AppContext } from '../platform/context.ts';
import type { TradingHarness } from './trading.ts';

/** A call's data, after checking it answered 200 (the message is shown when it did not). */
export function ok<T>(res: { status: number; body: { msg: string; data: T } }): T {
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}

export interface JournalLine {
  account: string;
  amount: string;
  fx: { rate: string; fromCurrency: string; fromAmount: string } | null;
}

/** The journal transactions of one user (optionally of one kind), oldest first, with their entries. */
export async function journalOf(db: Db, userId: number, kind?: JournalKind) {
  let q = db
    .selectFrom('journal_transactions as t')
    .innerJoin('journal_entries as e', 'e.tx_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select([
      't.id',
      't.kind',
      't.reference_type',
      't.reference_id',
      'a.owner',
      'a.user_id',
      'a.kind as account_kind',
      'e.bucket',
      'e.amount',
      'e.fx_rate',
      'e.fx_from_currency',
      'e.fx_from_amount',
    ])
    .where('t.user_id', '=', userId);
  if (kind) q = q.where('t.kind', '=', kind);
  const rows = await q.orderBy('t.id').orderBy('e.id').execute();
  const txs = new Map<number, { kind: string; reference: string | null; entries: JournalLine[] }>();
  for (const r of rows) {
    const tx = txs.get(r.id) ?? {
      kind: r.kind,
      reference: r.reference_type === null ? null : `${r.reference_type}:${r.reference_id}`,
      entries: [],
    };
    tx.entries.push({
      account: r.owner === 'house' ? `house:${r.account_kind}` : `${r.account_kind}:${r.bucket}`,
      amount: Decimal.from(r.amount).toString(),
      fx:
        r.fx_rate === null
          ? null
          : { rate: r.fx_rate, fromCurrency: r.fx_from_currency ?? '', fromAmount: r.fx_from_amount ?? '' },
    });
    txs.set(r.id, tx);
  }
  return [...txs.values()];
}

/** How many journal transactions of each kind reference one order or position. */
export async function journalCounts(db: Db, reference: { type: 'order' | 'position'; id: number }) {
  const rows = await db
    .selectFrom('journal_transactions')
    .select('kind')
    .where('reference_type', '=', reference.type)
    .where('reference_id', '=', reference.id)
    .execute();
  const counts: Record<string, number> = {};
  for (const r of rows) counts[r.kind] = (counts[r.kind] ?? 0) + 1;
  return counts;
}

/**
 * What trading must keep true in the stored rows, whatever happened (races, crashes): for each user and trading
 * account, the used bucket equals the margin of the open positions plus the reservations of the resting orders (and
 * the transfers out still pending); every position has exactly one opening fill (and a closed one at least one closing
 * fill), every filled order its position, and every resting order its freeze. Answers the problems found.
 */
export async function tradingProblems(db: Db): Promise<string[]> {
  const [positions, orders, fills, accounts, pending] = await Promise.all([
    db.selectFrom('positions').selectAll().execute(),
    db.selectFrom('trade_orders').selectAll().execute(),
    db.selectFrom('trade_fills').select(['position_id', 'open_close', 'quantity']).execute(),
    db.selectFrom('ledger_accounts').selectAll().where('owner', '=', 'user').execute(),
    db.selectFrom('transfers').select(['user_id', 'from_kind', 'amount']).where('status', '=', 'pending').execute(),
  ]);
  const problems: string[] = [];
  const expectedUsed = new Map<string, Decimal>();
  const add = (key: string, amount: Decimal | string) =>
    expectedUsed.set(key, (expectedUsed.get(key) ?? Decimal.ZERO).add(amount));
  for (const p of positions) {
    if (p.status === 'open') add(`${p.user_id}:${p.account}`, p.margin);
    const own = fills.filter((f) => f.position_id === p.id);
    const opens = own.filter((f) => f.open_close === 0);
    const closes = own.filter((f) => f.open_close === 1);
    if (opens.length !== 1) problems.push(`position ${p.id} has ${opens.length} opening fills`);
    const closed = closes.reduce((n, f) => n + f.quantity, 0);
    if (opens[0] && opens[0].quantity !== closed + p.quantity) {
      problems.push(`position ${p.id}: opened ${opens[0].quantity}, closed ${closed}, left ${p.quantity}`);
    }
    if (p.status === 'closed' && (p.quantity !== 0 || !Decimal.from(p.margin).isZero())) {
      problems.push(`closed position ${p.id} keeps ${p.quantity} units and ${p.margin} margin`);
    }
  }
  for (const o of orders) {
    if (o.status === 0) add(`${o.user_id}:${o.account}`, Decimal.from(o.reserved_margin).add(o.reserved_fee));
    const position = positions.find((p) => p.order_id === o.id);
    if (o.status === 1 && (!position || o.position_id !== position.id)) {
      problems.push(`filled order ${o.id} has no position`);
    }
    if (o.status !== 1 && position) problems.push(`order ${o.id} in status ${o.status} has position ${position.id}`);
  }
  // A transfer out of a trading account is held in its used bucket until it settles.
  for (const t of pending) add(`${t.user_id}:${t.from_kind}`, t.amount);
  for (const a of accounts) {
    if (!['stock', 'future', 'forex'].includes(a.kind)) continue;
    const expected = expectedUsed.get(`${a.user_id}:${a.kind}`) ?? Decimal.ZERO;
    if (!Decimal.from(a.used).eq(expected)) {
      problems.push(`user ${a.user_id} ${a.kind}: used ${a.used}, positions, orders and transfers hold ${expected}`);
    }
  }
  return problems;
}

/**
 * Records every private `trade` event the app publishes (what the user's /push sockets receive), by user; the
 * recording sits on the hub's publishPrivate, so it sees exactly what the trigger loop and the routes send.
 */
export function recordTradeEvents(ctx: Pick<AppContext, 'push'>) {
  const events: { userId: number; event: TradeEvent }[] = [];
  const publish = ctx.push.publishPrivate.bind(ctx.push);
  ctx.push.publishPrivate = (userId, type, data) => {
    if (type === TRADE_PUSH_TYPE) events.push({ userId, event: data as TradeEvent });
    publish(userId, type, data);
  };
  return {
    events,
    of: (userId: number) => events.filter((e) => e.userId === userId).map((e) => e.event),
    clear: () => events.splice(0),
  };
}

/**
 * On PostgreSQL, a second app on the harness's database with the same scripted prices, standing in for a second
 * server node (races across nodes); undefined on SQLite, where one process owns the file.
 */
export async function secondNode(h: TradingHarness): Promise<BuiltApp | undefined> {
  if (!h.ctx.config.databaseUrl) return undefined;
  return buildApp(h.ctx.config, { now: h.ctx.now, logStream: { write() {} }, feedLoop: false, feedProvider: h.feed });
}
