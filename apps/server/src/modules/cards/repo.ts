import type { Insertable, Kysely } from 'kysely';
import type { BankCardsTable, Database } from '../../db/schema.ts';

type Q = Kysely<Database>;
export type CardSecretFields = Pick<BankCardsTable, 'card_no_sealed' | 'card_fingerprint' | 'last4'>;

export const cardsRepo = {
  list: (db: Q, userId: number) =>
    db.selectFrom('bank_cards').selectAll().where('user_id', '=', userId).orderBy('id').execute(),

  count: async (db: Q, userId: number) =>
    Number(
      (
        await db
          .selectFrom('bank_cards')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  findOwned: (db: Q, userId: number, id: number) =>
    db.selectFrom('bank_cards').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

  findByFingerprint: (db: Q, userId: number, fingerprint: string) =>
    db
      .selectFrom('bank_cards')
      .select('id')
      .where('user_id', '=', userId)
      .where('card_fingerprint', '=', fingerprint)
      .executeTakeFirst(),

  insert: (db: Q, row: Insertable<BankCardsTable>) =>
    db.insertInto('bank_cards').values(row).returningAll().executeTakeFirstOrThrow(),

  update: (
    db: Q,
    id: number,
    patch: CardSecretFields & { bank_name: string; bank_account_name: string; updated_at: number },
  ) => db.updateTable('bank_cards').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

  remove: async (db: Q, userId: number, id: number) =>
    Number(
      (await db.deleteFrom('bank_cards').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst())
        .numDeletedRows,
    ),
};
