import { depositApproved } from '@bourse/domain';
import { openUserAccounts, post, withMoneyTx } from '../../apps/server/src/modules/ledger/service.ts';
import type { AppContext } from '../../apps/server/src/platform/context.ts';

/** Inserts `count` users straight into the database, each with `amount` in Balance; answers their ids. */
export async function fundUsers(ctx: AppContext, count: number, amount: string): Promise<number[]> {
  const ids: number[] = [];
  const now = ctx.now();
  for (let i = 0; i < count; i++) {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          email: `bench${i}@example.com`,
          user_login_id: `bench${i}`,
          login_key: `bench${i}`,
          password_hash: 'x',
          invite_code: `BENCH${i}`,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await openUserAccounts(trx, row.id, now);
      return row.id;
    });
    await withMoneyTx(ctx, (trx) => post(trx, depositApproved(String(id), amount), { now, userId: id }));
    ids.push(id);
  }
  return ids;
}
