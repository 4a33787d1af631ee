import { type BankCard, CARD_LIMIT } from '@bourse/contract';
import type { Selectable } from 'kysely';
import type { BankCardsTable } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound, refused } from '../../platform/errors.ts';
import { lockUser } from '../../platform/locks.ts';
import { seal, unseal } from '../../platform/sealed.ts';
import { deriveKey, hmac } from '../../platform/secrets.ts';
import { type CardSecretFields, cardsRepo as repo } from './repo.ts';

type CardRow = Selectable<BankCardsTable>;

export interface CardInput {
  bankName: string;
  bankAccountName: string;
  /** Digits only (the contract strips spaces and dashes). */
  cardNo: string;
}

/** A user's card for other modules (withdrawals): the masked view, and the full number only on request. */
export interface OwnedCard extends BankCard {
  /** Decrypts the number, for a staff payout; never log it or send it to the user. */
  revealCardNo(): string;
}

const DUPLICATE = 'This bank card is already saved';
const MISSING = 'This bank card does not exist';

const cardKey = (ctx: AppContext) => deriveKey(ctx.secret, 'card-numbers');
/** The owner is bound into the ciphertext, so a sealed number moved to another user's row does not decrypt. */
const sealContext = (userId: number) => `bank_cards:${userId}`;

function protect(ctx: AppContext, userId: number, digits: string): CardSecretFields {
  return {
    card_no_sealed: seal(cardKey(ctx), digits, sealContext(userId)),
    card_fingerprint: hmac(ctx.secret, 'card-fingerprint', digits),
    last4: digits.slice(-4),
  };
}

const toCard = (row: CardRow): BankCard => ({
  id: row.id,
  bankName: row.bank_name,
  bankAccountName: row.bank_account_name,
  cardNo: `**** **** **** ${row.last4}`,
  last4: row.last4,
  createTimeTimestamp: row.created_at,
});

export async function add(ctx: AppContext, userId: number, input: CardInput): Promise<BankCard> {
  const secret = protect(ctx, userId, input.cardNo);
  return ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    if (await repo.findByFingerprint(trx, userId, secret.card_fingerprint)) throw conflict(DUPLICATE);
    if ((await repo.count(trx, userId)) >= CARD_LIMIT) {
      throw refused(`You can save at most ${CARD_LIMIT} bank cards; delete one first`);
    }
    const now = ctx.now();
    const row = await repo.insert(trx, {
      user_id: userId,
      bank_name: input.bankName,
      bank_account_name: input.bankAccountName,
      ...secret,
      created_at: now,
      updated_at: now,
    });
    return toCard(row);
  });
}

/** Another user's card answers exactly as a missing one. */
export async function update(ctx: AppContext, userId: number, input: CardInput & { id: number }): Promise<BankCard> {
  const secret = protect(ctx, userId, input.cardNo);
  return ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    if (!(await repo.findOwned(trx, userId, input.id))) throw notFound(MISSING);
    const same = await repo.findByFingerprint(trx, userId, secret.card_fingerprint);
    if (same && same.id !== input.id) throw conflict(DUPLICATE);
    const row = await repo.update(trx, input.id, {
      bank_name: input.bankName,
      bank_account_name: input.bankAccountName,
      ...secret,
      updated_at: ctx.now(),
    });
    return toCard(row);
  });
}

export async function remove(ctx: AppContext, userId: number, id: number): Promise<void> {
  if ((await repo.remove(ctx.db, userId, id)) === 0) throw notFound(MISSING);
}

export const list = async (ctx: AppContext, userId: number) => (await repo.list(ctx.db, userId)).map(toCard);

export async function getOwnedCard(ctx: AppContext, userId: number, id: number): Promise<OwnedCard> {
  const row = await repo.findOwned(ctx.db, userId, id);
  if (!row) throw notFound(MISSING);
  return { ...toCard(row), revealCardNo: () => unseal(cardKey(ctx), row.card_no_sealed, sealContext(row.user_id)) };
}
