import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { contains } from '../../platform/paging.ts';

type Q = Kysely<Database>;
type Order = 'asc' | 'desc';
interface Window {
  offset: number;
  limit: number;
}

/** How many rows a query without its select would give. */
const countOf = async <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) => {
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number((row as { n?: number | string } | undefined)?.n ?? 0);
};

const USER_SORT_COLUMNS = {
  id: 'id',
  email: 'email',
  userLoginId: 'login_key',
  name: 'name',
  createdAt: 'created_at',
} as const;

export interface UserQuery extends Window {
  q?: string | undefined;
  kycStatus?: number | undefined;
  locked?: number | undefined;
  sort: keyof typeof USER_SORT_COLUMNS;
  order: Order;
}

const userColumns = [
  'id',
  'email',
  'user_login_id',
  'name',
  'phone',
  'kyc_status',
  'role',
  'staff_role',
  'staff_locked_at',
  'staff_lock_reason',
  'invited_by',
  'created_at',
] as const;

export interface AuditQuery extends Window {
  actorId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
  sort: 'id' | 'createdAt' | 'action';
  order: Order;
}

export interface JournalQuery extends Window {
  userId?: number | undefined;
  kind?: string | undefined;
  referenceType?: string | undefined;
  referenceId?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
  sort: 'id' | 'createdAt';
  order: Order;
}

/**
 * The back office's reads. It is a read model over the other modules' tables (docs/decisions.md, "Back office app"):
 * it only reads them, and every write it makes is to `users`' staff lock and `sessions`.
 */
export const backofficeRepo = {
  users: async (db: Q, query: UserQuery) => {
    let base = db.selectFrom('users');
    if (query.q) {
      const q = query.q.trim();
      base = base.where((eb) =>
        eb.or([
          contains(eb.fn('lower', ['email']), q),
          contains('login_key', q),
          contains(eb.fn('lower', ['name']), q),
          ...(/^\d{1,9}$/.test(q) ? [eb('id', '=', Number(q))] : []),
        ]),
      );
    }
    if (query.kycStatus !== undefined) base = base.where('kyc_status', '=', query.kycStatus as 0);
    if (query.locked === 1) base = base.where('staff_locked_at', 'is not', null);
    if (query.locked === 0) base = base.where('staff_locked_at', 'is', null);
    const [rows, total] = await Promise.all([
      base
        .select(userColumns)
        .orderBy(USER_SORT_COLUMNS[query.sort], query.order)
        .orderBy('id', query.order)
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      countOf(base),
    ]);
    return { rows, total };
  },

  user: (db: Q, id: number) => db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst(),

  /** Sets or clears the staff lock; false when the account was already in that state (a concurrent decision). */
  setLock: async (db: Q, id: number, lock: { at: number; reason: string } | null, now: number) => {
    const res = await db
      .updateTable('users')
      .set({ staff_locked_at: lock?.at ?? null, staff_lock_reason: lock?.reason ?? '', updated_at: now })
      .where('id', '=', id)
      .where('staff_locked_at', lock ? 'is' : 'is not', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  revokeSessions: async (db: Q, userId: number, now: number) => {
    const res = await db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  },

  latestKyc: (db: Q, userId: number) =>
    db
      .selectFrom('kyc_applications')
      .select(['id', 'doc_type', 'status', 'reason', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  positions: (db: Q, userId: number, limit: number) =>
    db
      .selectFrom('positions')
      .select([
        'id',
        'account',
        'code',
        'direction',
        'quantity',
        'entry_price',
        'margin',
        'status',
        'opened_at',
        'closed_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),

  orders: (db: Q, userId: number, limit: number) =>
    db
      .selectFrom('trade_orders')
      .select([
        'id',
        'account',
        'code',
        'direction',
        'order_type',
        'status',
        'quantity',
        'limit_price',
        'fill_price',
        'created_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),

  sessions: (db: Q, userId: number, limit: number) =>
    db
      .selectFrom('sessions')
      .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),

  messages: (db: Q, userId: number, limit: number) =>
    db
      .selectFrom('inbox_messages')
      .select(['id', 'kind', 'title', 'body', 'is_read', 'created_at'])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),

  /** The user's journal entries (both buckets), newest first. */
  moneyHistory: (db: Q, userId: number, limit: number) =>
    db
      .selectFrom('journal_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('journal_transactions as t', 't.id', 'e.tx_id')
      .select([
        'e.id',
        'e.tx_id',
        't.kind',
        'a.kind as account',
        'e.bucket',
        'e.amount',
        'e.currency',
        'e.balance_after',
        'e.created_at',
      ])
      .where('a.owner', '=', 'user')
      .where('a.user_id', '=', userId)
      .orderBy('e.id', 'desc')
      .limit(limit)
      .execute(),

  audit: async (db: Q, query: AuditQuery) => {
    let base = db.selectFrom('audit_log as l').leftJoin('users as u', 'u.id', 'l.actor_id');
    if (query.actorId !== undefined) base = base.where('l.actor_id', '=', query.actorId);
    if (query.action) base = base.where(contains('l.action', query.action));
    if (query.targetType) base = base.where('l.target_type', '=', query.targetType);
    if (query.targetId !== undefined) base = base.where('l.target_id', '=', query.targetId);
    if (query.from !== undefined) base = base.where('l.created_at', '>=', query.from);
    if (query.to !== undefined) base = base.where('l.created_at', '<', query.to);
    const column = ({ id: 'l.id', createdAt: 'l.created_at', action: 'l.action' } as const)[query.sort];
    const [rows, total] = await Promise.all([
      base
        .select([
          'l.id',
          'l.actor_id',
          'u.email as actor_email',
          'l.action',
          'l.target_type',
          'l.target_id',
          'l.reason',
          'l.before_status',
          'l.after_status',
          'l.detail',
          'l.created_at',
        ])
        .orderBy(column, query.order)
        .orderBy('l.id', query.order)
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      countOf(base),
    ]);
    return { rows, total };
  },

  journal: async (db: Q, query: JournalQuery) => {
    let base = db.selectFrom('journal_transactions');
    if (query.userId !== undefined) base = base.where('user_id', '=', query.userId);
    if (query.kind) base = base.where('kind', '=', query.kind as 'transfer');
    if (query.referenceType) base = base.where('reference_type', '=', query.referenceType);
    if (query.referenceId !== undefined) base = base.where('reference_id', '=', query.referenceId);
    if (query.from !== undefined) base = base.where('created_at', '>=', query.from);
    if (query.to !== undefined) base = base.where('created_at', '<', query.to);
    const [rows, total] = await Promise.all([
      base
        .selectAll()
        .orderBy(query.sort === 'createdAt' ? 'created_at' : 'id', query.order)
        .orderBy('id', query.order)
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      countOf(base),
    ]);
    return { rows, total };
  },

  entriesOf: (db: Q, txIds: readonly number[]) =>
    txIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('journal_entries as e')
          .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
          .select([
            'e.tx_id',
            'a.owner',
            'a.user_id',
            'a.kind',
            'e.bucket',
            'e.amount',
            'e.currency',
            'e.balance_after',
          ])
          .where('e.tx_id', 'in', txIds)
          .orderBy('e.id')
          .execute(),

  counts: async (db: Q) => {
    const [transactions, entries, accounts] = await Promise.all(
      (['journal_transactions', 'journal_entries', 'ledger_accounts'] as const).map((table) =>
        countOf(db.selectFrom(table)),
      ),
    );
    return { transactions: transactions ?? 0, entries: entries ?? 0, accounts: accounts ?? 0 };
  },

  accountTotals: (db: Q) =>
    db.selectFrom('ledger_accounts').select(['owner', 'kind', 'currency', 'available', 'used']).execute(),

  queueCounts: async (db: Q) => {
    const [deposits, withdrawals, kyc, blockTrading, loans, openPositions] = await Promise.all([
      countOf(db.selectFrom('deposits').where('status', '=', 1)),
      countOf(db.selectFrom('withdrawals').where('status', '=', 1)),
      countOf(db.selectFrom('kyc_applications').where('status', '=', 1)),
      countOf(db.selectFrom('block_trading_applications').where('status', '=', 1)),
      countOf(db.selectFrom('loans').where('status', '=', 'pending')),
      // Literal: counted from the partial index of open positions (a bound status would not match it on SQLite).
      countOf(db.selectFrom('positions').where(sql<boolean>`status = 'open'`)),
    ]);
    return { queues: { deposits, withdrawals, kyc, blockTrading, loans }, openPositions };
  },

  /** When people signed up since `from`: users that are not staff and not a strategy's system account. */
  signUpTimes: (db: Q, from: number) =>
    db
      .selectFrom('users')
      .select('created_at')
      .where('created_at', '>=', from)
      .where('role', '=', 'user')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('strategy_accounts as s').select('s.id').whereRef('s.user_id', '=', 'users.id'))),
      )
      .execute(),

  /** Entries since `from` of deposits credited, withdrawals paid, and any on the house's trading account. */
  dashboardEntries: (db: Q, from: number) =>
    db
      .selectFrom('journal_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('journal_transactions as t', 't.id', 'e.tx_id')
      .select(['t.kind', 'a.owner', 'a.kind as account', 'e.amount', 'e.created_at'])
      .where('e.created_at', '>=', from)
      .where((eb) =>
        eb.or([
          eb.and([eb('a.owner', '=', 'user'), eb('t.kind', 'in', ['deposit_approved', 'withdrawal_paid'])]),
          eb.and([eb('a.owner', '=', 'house'), eb('a.kind', '=', 'trading')]),
        ]),
      )
      .execute(),

  // Offerings: what users hold in each IPO, institution and robot (amounts are summed as decimals by the service).

  ipoSubscriptions: (db: Q) =>
    db
      .selectFrom('ipo_subscriptions')
      .select(['symbol', 'amount', 'quantity', 'lot_size'])
      .where('status', '!=', 'cancelled')
      .execute(),

  ipoDraws: (db: Q) =>
    db.selectFrom('ipo_draws').select(['symbol', 'allotted_lots', 'drawn_at', 'settled_at']).execute(),

  activeFollows: (db: Q) =>
    db
      .selectFrom('follow_orders')
      .select(['institution_id', 'amount'])
      .where('status', 'in', ['wait_confirm', 'to_be_settled'])
      .execute(),

  /** Each institution's open cycle (none between cycles) and whether its strategy runs. */
  institutionStates: (db: Q) =>
    db
      .selectFrom('institutions as i')
      .innerJoin('strategy_accounts as a', 'a.id', 'i.strategy_account_id')
      .leftJoin('institution_cycles as c', (j) => j.onRef('c.institution_id', '=', 'i.id').on('c.ended_at', 'is', null))
      .select(['i.id', 'a.status', 'c.starts_at', 'c.ends_at'])
      .execute(),

  rentals: (db: Q) => db.selectFrom('robot_rentals').select(['robot_id', 'state', 'amount', 'fee']).execute(),
};
