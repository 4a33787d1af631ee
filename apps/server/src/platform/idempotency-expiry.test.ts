import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../testing/harness.ts';
import { fund } from '../testing/money.ts';
import { IDEMPOTENCY_KEY_TTL_MS, pruneIdempotencyKeys } from './idempotency.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const keys = async (userId: number) =>
  (await h.ctx.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', userId).execute()).map(
    (r) => r.key,
  );

describe('idempotency keys', () => {
  it('are forgotten a day after their request, and not before', async () => {
    const u = await signUp(h);
    await fund(h, u.user.id, '100');
    const transfer = (key: string) =>
      h.call(
        'transfer',
        { from: 'balance', to: 'stock', amount: '1' },
        { token: u.token, headers: { 'idempotency-key': key } },
      );
    expect((await transfer('old-key')).status).toBe(200);
    h.advance(IDEMPOTENCY_KEY_TTL_MS - 1000);
    expect((await transfer('new-key')).status).toBe(200);
    h.advance(2000);
    expect(await pruneIdempotencyKeys(h.ctx.db, h.ctx.now())).toBe(1);
    expect(await keys(u.user.id)).toEqual(['new-key']);
  });
});
