import type { EnergySource, MiningState } from '@bourse/contract';
import { type Insertable, type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database, MiningSessionsTable } from '../../db/schema.ts';

type Q = Kysely<Database>;

/** The SQL of mining rewards. Energy lives in these tables only; money moves through the ledger. */
export const miningRepo = {
  energyOf: async (db: Q, userId: number): Promise<number> =>
    (await db.selectFrom('mining_accounts').select('energy').where('user_id', '=', userId).executeTakeFirst())
      ?.energy ?? 0,

  ensureAccount: (db: Q, userId: number, now: number) =>
    db
      .insertInto('mining_accounts')
      .values({ user_id: userId, energy: 0, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute(),

  /** The account's energy, locked until the transaction ends (PostgreSQL; SQLite's writer already serialises). */
  lockedEnergy: async (db: Q, userId: number): Promise<number> =>
    (
      await db
        .selectFrom('mining_accounts')
        .select('energy')
        .where('user_id', '=', userId)
        .$if(isPostgres(db), (q) => q.forUpdate())
        .executeTakeFirstOrThrow()
    ).energy,

  addEnergy: (db: Q, userId: number, energy: number, now: number) =>
    db
      .updateTable('mining_accounts')
      .set({ energy: sql<number>`energy + ${energy}`, updated_at: now })
      .where('user_id', '=', userId)
      .execute(),

  /** Takes `energy` if the account has it; answers whether it did. */
  spendEnergy: async (db: Q, userId: number, energy: number, now: number): Promise<boolean> => {
    const res = await db
      .updateTable('mining_accounts')
      .set({ energy: sql<number>`energy - ${energy}`, updated_at: now })
      .where('user_id', '=', userId)
      .where('energy', '>=', energy)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** Records an award unless the user already has one with this key; answers whether it was new. */
  insertAward: async (
    db: Q,
    row: { user_id: number; source: EnergySource; award_key: string; day: string; energy: number; now: number },
  ): Promise<boolean> => {
    const res = await db
      .insertInto('mining_awards')
      .values({
        user_id: row.user_id,
        source: row.source,
        award_key: row.award_key,
        day: row.day,
        energy: row.energy,
        created_at: row.now,
        updated_at: row.now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'award_key']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
  },

  /** Raises an award from `from` to `to` energy if it still holds `from`; answers whether it did. */
  raiseAward: async (db: Q, userId: number, key: string, from: number, to: number, now: number) => {
    const res = await db
      .updateTable('mining_awards')
      .set({ energy: to, updated_at: now })
      .where('user_id', '=', userId)
      .where('award_key', '=', key)
      .where('energy', '=', from)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** The energy a source gave the user on `day`. */
  earnedOn: async (db: Q, userId: number, source: EnergySource, day: string): Promise<number> =>
    Number(
      (
        await db
          .selectFrom('mining_awards')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('energy'), eb.lit(0)).as('energy'))
          .where('user_id', '=', userId)
          .where('source', '=', source)
          .where('day', '=', day)
          .executeTakeFirstOrThrow()
      ).energy,
    ),

  /** The awards that decide what is still to give: once-only ones, referrals, and today's. */
  awardsToCheck: (db: Q, userId: number, day: string) =>
    db
      .selectFrom('mining_awards')
      .select(['source', 'award_key', 'day', 'energy'])
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('day', '=', day), eb('source', 'in', ['first_deposit', 'identity', 'referral'])]))
      .execute(),

  insertSession: (db: Q, row: Insertable<MiningSessionsTable>) =>
    db.insertInto('mining_sessions').values(row).returningAll().executeTakeFirstOrThrow(),

  runningSession: (db: Q, userId: number) =>
    db
      .selectFrom('mining_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('state', '=', 'mining')
      .executeTakeFirst(),

  /** A session, locked until the transaction ends (PostgreSQL). */
  lockSession: (db: Q, id: number) =>
    db
      .selectFrom('mining_sessions')
      .selectAll()
      .where('id', '=', id)
      .$if(isPostgres(db), (q) => q.forUpdate())
      .executeTakeFirst(),

  /** Ids of running sessions that have ended by `now`, oldest end first. `state = 'mining'` literal for the index. */
  dueSessionIds: async (db: Q, now: number, limit: number): Promise<number[]> =>
    (
      await db
        .selectFrom('mining_sessions')
        .select('id')
        .where(sql.ref('state'), '=', sql.lit('mining'))
        .where('ends_at', '<=', now)
        .orderBy('ends_at')
        .limit(limit)
        .execute()
    ).map((r) => r.id),

  /** Ends a running session; answers whether it was still running. */
  finishSession: async (
    db: Q,
    id: number,
    state: Exclude<MiningState, 'mining'>,
    now: number,
    journalTxId: number | null,
  ) => {
    const res = await db
      .updateTable('mining_sessions')
      .set({ state, settled_at: now, journal_tx_id: journalTxId })
      .where('id', '=', id)
      .where('state', '=', 'mining')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  sessionsPage: async (db: Q, userId: number, offset: number, limit: number) => {
    const base = db.selectFrom('mining_sessions').where('user_id', '=', userId);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  paidOn: async (db: Q, day: string): Promise<string> =>
    (await db.selectFrom('mining_budget_days').select('paid').where('day', '=', day).executeTakeFirst())?.paid ?? '0',

  /** What the house rewards account has paid on `day`, locked until the transaction ends (the row made if missing). */
  lockedPaidOn: async (db: Q, day: string, now: number): Promise<string> => {
    await db
      .insertInto('mining_budget_days')
      .values({ day, paid: '0', updated_at: now })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    return (
      await db
        .selectFrom('mining_budget_days')
        .select('paid')
        .where('day', '=', day)
        .$if(isPostgres(db), (q) => q.forUpdate())
        .executeTakeFirstOrThrow()
    ).paid;
  },

  setPaidOn: (db: Q, day: string, paid: string, now: number) =>
    db.updateTable('mining_budget_days').set({ paid, updated_at: now }).where('day', '=', day).execute(),
};

export type MiningSessionRow = Awaited<ReturnType<typeof miningRepo.insertSession>>;
