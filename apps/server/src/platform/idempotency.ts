import { createHash } from 'node:crypto';
import { type Endpoint, requestFingerprint } from '@bourse/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { preparedSql } from '../db/prepared.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict } from './errors.ts';

/**
 * `Idempotency-Key` for money calls (docs/design.md §3): a retry with the same key and body answers the first result
 * and does nothing twice. `route()` reads the key of every endpoint marked `idempotent` in the contract and hands it
 * to the handler as `idempotency`; the service claims it inside the transaction that moves the money:
 *
 *   withMoneyTx(ctx, (trx) => once(trx, idempotency, now, () => work(trx)))
 */

export interface IdempotentRequest {
  userId: number;
  key: string;
  /** Hash of the call and its parsed request: the same key with another request is a conflict. */
  hash: string;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

/**
 * The request's key for an `idempotent` endpoint, or undefined when it sent none. `params` and `input` are the parsed
 * ones, so their key order is fixed; the hash is of the contract's `requestFingerprint`.
 */
export function idempotencyOf(
  req: FastifyRequest,
  userId: number,
  endpoint: Pick<Endpoint, 'method' | 'path' | 'idempotencyOmits'>,
  request: { params: unknown; input: unknown },
): IdempotentRequest | undefined {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw badRequest('Idempotency-Key', 'must be 1 to 100 visible ASCII characters');
  }
  const hash = createHash('sha256')
    .update(requestFingerprint(endpoint, request.params, request.input))
    .digest('base64url');
  return { userId, key, hash };
}

/**
 * Runs `work` once per key. The key is claimed before the work, in the caller's transaction, so the stored answer
 * and the money movement commit or vanish together; a concurrent duplicate waits on the claim (PostgreSQL's unique
 * index, SQLite's single writer) and then reads the answer. A refused request stores nothing and may be retried.
 */
export async function once<T>(
  trx: Kysely<Database>,
  request: IdempotentRequest | undefined,
  now: number,
  work: () => Promise<T>,
): Promise<T> {
  if (!request) return work();
  const [claim] = (await claimSql(trx, [request.userId, request.key, request.hash, now])).rows;
  if (!claim) {
    const first = await trx
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'response'])
      .where('user_id', '=', request.userId)
      .where('key', '=', request.key)
      .executeTakeFirstOrThrow();
    if (first.request_hash !== request.hash) {
      throw conflict('Idempotency-Key: was already used for a different request');
    }
    return JSON.parse(first.response ?? 'null') as T;
  }
  const result = await work();
  await answerSql(trx, [JSON.stringify(result ?? null), claim.id]);
  return result;
}

// Every money call runs these two: prepared SQL, not the query builder (db/prepared.ts).
const claimSql = preparedSql<{ id: number }>(
  'insert into idempotency_keys (user_id, key, request_hash, response, created_at) values (?, ?, ?, null, ?) ' +
    'on conflict (user_id, key) do nothing returning id',
);
const answerSql = preparedSql('update idempotency_keys set response = ? where id = ?');

/** How long a key is remembered: clients retry within minutes, so a day is ample. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;

/** Forgets keys older than the TTL; the leader runs it every hour. Answers how many were removed. */
export async function pruneIdempotencyKeys(db: Kysely<Database>, now: number): Promise<number> {
  const res = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', now - IDEMPOTENCY_KEY_TTL_MS)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
