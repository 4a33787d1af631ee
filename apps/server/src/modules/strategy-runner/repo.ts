import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StrategyAccountsTable } from '../../db/schema.ts';

export type StrategyAccountRow = Selectable<StrategyAccountsTable>;

export const strategyRepo = {
  insert: async (db: Db, row: Insertable<StrategyAccountsTable>) =>
    db.insertInto('strategy_accounts').values(row).returningAll().executeTakeFirstOrThrow(),

  byId: (db: Db, id: number) => db.selectFrom('strategy_accounts').selectAll().where('id', '=', id).executeTakeFirst(),

  running: (db: Db) =>
    db.selectFrom('strategy_accounts').selectAll().where('status', '=', 'running').orderBy('id').execute(),

  setStatus: (db: Db, id: number, status: StrategyAccountRow['status']) =>
    db.updateTable('strategy_accounts').set({ status }).where('id', '=', id).executeTakeFirst(),

  ran: (db: Db, id: number, now: number) =>
    db.updateTable('strategy_accounts').set({ last_run_at: now }).where('id', '=', id).execute(),

  /** One equity sample; a second one for the same grid time (another node, a retry) stores nothing. */
  sample: (db: Db, id: number, t: number, equity: string) =>
    db
      .insertInto('strategy_equity')
      .values({ strategy_account_id: id, t, equity })
      .onConflict((oc) => oc.columns(['strategy_account_id', 't']).doNothing())
      .execute(),

  curve: (db: Db, id: number, from = 0) =>
    db
      .selectFrom('strategy_equity')
      .select(['t', 'equity'])
      .where('strategy_account_id', '=', id)
      .where('t', '>=', from)
      .orderBy('t')
      .execute(),

  firstSample: (db: Db, id: number) =>
    db
      .selectFrom('strategy_equity')
      .select(['t', 'equity'])
      .where('strategy_account_id', '=', id)
      .orderBy('t')
      .limit(1)
      .executeTakeFirst(),
};
