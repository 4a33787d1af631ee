import type { FollowStatus } from '@bourse/contract';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database, FollowOrdersTable, InstitutionCyclesTable, InstitutionsTable } from '../../db/schema.ts';

type Q = Kysely<Database>;
export type InstitutionRow = Selectable<InstitutionsTable>;
export type CycleRow = Selectable<InstitutionCyclesTable>;
export type FollowRow = Selectable<FollowOrdersTable>;

export const copyTradingRepo = {
  institutions: (db: Q) => db.selectFrom('institutions').selectAll().orderBy('id').execute(),

  institution: (db: Q, id: number) => db.selectFrom('institutions').selectAll().where('id', '=', id).executeTakeFirst(),

  institutionBySlug: (db: Q, slug: string) =>
    db.selectFrom('institutions').selectAll().where('slug', '=', slug).executeTakeFirst(),

  insertInstitution: (db: Q, row: Insertable<InstitutionsTable>) =>
    db.insertInto('institutions').values(row).returningAll().executeTakeFirstOrThrow(),

  /** Moves the cycle grid (the test hook): cycles start at anchor + k × cycle_ms from now on. */
  setAnchor: (db: Q, id: number, anchor: number) =>
    db.updateTable('institutions').set({ cycle_anchor: anchor }).where('id', '=', id).execute(),

  /** Users with a follow order waiting or running, per institution. */
  followers: async (db: Q) => {
    const rows = await db
      .selectFrom('follow_orders')
      .select(['institution_id', sql<number>`count(distinct user_id)`.as('n')])
      .where('status', 'in', ['wait_confirm', 'to_be_settled'])
      .groupBy('institution_id')
      .execute();
    return new Map(rows.map((r) => [r.institution_id, Number(r.n)]));
  },

  // Cycles.

  /** Opens a cycle; a second open of the same start (another node, a retry) stores nothing and answers undefined. */
  openCycle: (db: Q, row: Insertable<InstitutionCyclesTable>) =>
    db
      .insertInto('institution_cycles')
      .values(row)
      .onConflict((oc) => oc.columns(['institution_id', 'starts_at']).doNothing())
      .returningAll()
      .executeTakeFirst(),

  cycleAt: (db: Q, institutionId: number, startsAt: number) =>
    db
      .selectFrom('institution_cycles')
      .selectAll()
      .where('institution_id', '=', institutionId)
      .where('starts_at', '=', startsAt)
      .executeTakeFirst(),

  cycle: (db: Q, id: number) => db.selectFrom('institution_cycles').selectAll().where('id', '=', id).executeTakeFirst(),

  cyclesByIds: (db: Q, ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db.selectFrom('institution_cycles').selectAll().where('id', 'in', ids).execute(),

  /** Cycles whose end has come and whose end equity is not taken yet. */
  dueToEnd: (db: Q, now: number) =>
    db
      .selectFrom('institution_cycles')
      .selectAll()
      .where('ended_at', 'is', null)
      .where('ends_at', '<=', now)
      .orderBy('id')
      .execute(),

  /** The cycle still running for an institution (ended_at null), if any. */
  runningCycle: (db: Q, institutionId: number) =>
    db
      .selectFrom('institution_cycles')
      .selectAll()
      .where('institution_id', '=', institutionId)
      .where('ended_at', 'is', null)
      .orderBy('starts_at', 'desc')
      .executeTakeFirst(),

  /** Takes the end equity once: answers undefined when another run took it first. */
  endCycle: (db: Q, id: number, equity: string, now: number) =>
    db
      .updateTable('institution_cycles')
      .set({ end_equity: equity, ended_at: now })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .returningAll()
      .executeTakeFirst(),

  /** Brings a running cycle's end forward (the test hook). */
  setCycleEnd: (db: Q, id: number, endsAt: number) =>
    db.updateTable('institution_cycles').set({ ends_at: endsAt }).where('id', '=', id).execute(),

  // Follow orders.

  insertOrder: (db: Q, row: Insertable<FollowOrdersTable>) =>
    db.insertInto('follow_orders').values(row).returningAll().executeTakeFirstOrThrow(),

  lockOrder: (db: Q, id: number, userId?: number) =>
    db
      .selectFrom('follow_orders')
      .selectAll()
      .where('id', '=', id)
      .$if(userId !== undefined, (b) => b.where('user_id', '=', userId ?? 0))
      .$if(isPostgres(db), (b) => b.forUpdate())
      .executeTakeFirst(),

  orderOf: (db: Q, id: number, userId: number) =>
    db.selectFrom('follow_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

  /** Moves an order on from `from`; undefined when it is no longer there (cancelled, started or settled meanwhile). */
  updateOrder: (db: Q, id: number, from: FollowStatus, patch: Updateable<FollowOrdersTable>) =>
    db
      .updateTable('follow_orders')
      .set(patch)
      .where('id', '=', id)
      .where('status', '=', from)
      .returningAll()
      .executeTakeFirst(),

  /** Orders waiting for an institution's cycle, placed before it started. */
  waitingBefore: (db: Q, institutionId: number, before: number) =>
    db
      .selectFrom('follow_orders')
      .select(['id', 'user_id'])
      .where('institution_id', '=', institutionId)
      .where('status', '=', 'wait_confirm')
      .where('created_at', '<', before)
      .orderBy('id')
      .execute(),

  /** Running orders of cycles that have ended (their end equity taken). */
  dueToSettle: (db: Q, limit: number) =>
    db
      .selectFrom('follow_orders')
      .innerJoin('institution_cycles', 'institution_cycles.id', 'follow_orders.cycle_id')
      .select(['follow_orders.id', 'follow_orders.user_id'])
      .where('follow_orders.status', '=', 'to_be_settled')
      .where('institution_cycles.ended_at', 'is not', null)
      .orderBy('follow_orders.id')
      .limit(limit)
      .execute(),

  page: (db: Q, q: { userId: number; status?: FollowStatus | undefined; offset: number; limit: number }) => {
    const base = db
      .selectFrom('follow_orders')
      .where('user_id', '=', q.userId)
      .$if(q.status !== undefined, (b) => b.where('status', '=', q.status ?? 'settled'));
    return Promise.all([
      base.selectAll().orderBy('id', 'desc').offset(q.offset).limit(q.limit).execute(),
      base
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    ]);
  },
};
