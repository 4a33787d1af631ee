import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ TRUST_PROXY: 'true' });
});
afterAll(() => h.close());

const LOAD_BALANCER = '10.0.0.2';

/** A login through the load balancer, which appends the address it saw to whatever X-Forwarded-For came in. */
const loginVia = (username: string, password: string, forwardedFor: string) =>
  h.app.inject({
    method: 'POST',
    url: '/loginByUsername',
    payload: { username, password },
    remoteAddress: LOAD_BALANCER,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('behind a load balancer (TRUST_PROXY=true)', () => {
  it('takes the client address the balancer saw, not one the client wrote', async () => {
    const u = await signUp(h);
    const res = await loginVia(u.email, u.password, '6.6.6.6, 203.0.113.7');
    expect(res.statusCode).toBe(200);
    const session = await h.ctx.db
      .selectFrom('sessions')
      .select('ip')
      .where('user_id', '=', u.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.ip).toBe('203.0.113.7');
  });

  it('so a client cannot dodge the per-address login limit by writing a new address each time', async () => {
    const u = await signUp(h);
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      statuses.push((await loginVia(`nobody${i}@example.com`, 'x', `198.51.100.${i}, 203.0.113.9`)).statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 422)).toBe(true);
    expect(statuses[50]).toBe(429);
    expect((await loginVia(u.email, u.password, '198.51.100.200, 203.0.113.9')).statusCode).toBe(429);
  });
});
