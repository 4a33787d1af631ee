import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ SESSION_IDLE_MINUTES: '30' });
});
afterAll(() => h.close());

describe('POST /loginByUsername', () => {
  it('logs in with the email or the user ID, in any case', async () => {
    const u = await signUp(h);
    for (const username of [u.email, u.userLoginId, u.userLoginId.toUpperCase(), ` ${u.email.toUpperCase()} `]) {
      const res = await h.call('login', { username, password: u.password }, { ip: '10.2.0.1' });
      expect(res.status).toBe(200);
      expect(res.body.data.user.id).toBe(u.user.id);
      expect(res.body.data.token).not.toBe(u.token);
    }
  });

  it('gives one generic message for a wrong password and for an unknown user', async () => {
    const u = await signUp(h);
    const wrong = await h.call('login', { username: u.email, password: 'Not-The-Password-1' });
    const unknown = await h.call('login', { username: 'nobody@example.com', password: u.password });
    expect(wrong.body).toEqual({ code: 422, msg: 'Incorrect username or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks the account after five failures and unlocks after a while', async () => {
    const u = await signUp(h);
    for (let i = 0; i < 5; i++) {
      expect((await h.call('login', { username: u.email, password: `Wrong-Password-${i}` })).status).toBe(422);
    }
    const locked = await h.call('login', { username: u.email, password: u.password });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/locked for a while; please try again in 60 s/);
    h.advance(60_001);
    expect((await h.call('login', { username: u.email, password: u.password })).status).toBe(200);
  });

  it('counts simultaneous guesses each: five are told wrong, the rest and the right password meet the lock', async () => {
    const u = await signUp(h);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        h.call('login', { username: u.email, password: `Wrong-Password-${i}` }, { ip: `10.8.${i}.1` }),
      ),
    );
    expect(answers.filter((a) => a.status === 422)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(25);
    const right = await h.call('login', { username: u.email, password: u.password }, { ip: '10.8.99.1' });
    expect(right.status).toBe(429);
    expect(right.body.msg).toMatch(/locked for a while; please try again in 60 s/);
  });

  it('doubles the lock with each further failure (far below 100 failures an hour)', async () => {
    const u = await signUp(h);
    let failures = 0;
    let elapsed = 0;
    while (elapsed < 3_600_000) {
      const res = await h.call('login', { username: u.email, password: 'Wrong-Password-x' });
      if (res.status === 422) failures += 1;
      const wait = (res.body.data as { retryAfterMs?: number } | null)?.retryAfterMs ?? 1000;
      h.advance(wait);
      elapsed += wait;
    }
    expect(failures).toBeLessThanOrEqual(15);
  });

  it.each([
    [{ password: 'x' }, 'username: is required'],
    [{ username: 'someone' }, 'password: is required'],
    [{ username: 'a', password: 'b', remember: true }, 'remember: is not a known field'],
  ])('refuses %j with 400', async (input, msg) => {
    const res = await h.call('login', input);
    expect(res.body).toEqual({ code: 400, msg, data: null });
  });
});

describe('tokens', () => {
  it('refuses a protected call without a token, with a junk token, and accepts Bearer', async () => {
    const u = await signUp(h);
    expect((await h.call('userInfo')).status).toBe(401);
    expect((await h.call('userInfo', {}, { token: 'junk' })).status).toBe(401);
    expect((await h.call('userInfo', {}, { token: `Bearer ${u.token}` })).status).toBe(200);
  });

  it('expires after the idle time, and a call keeps it alive', async () => {
    const u = await signUp(h);
    h.advance(29 * 60_000);
    expect((await h.call('userInfo', {}, { token: u.token })).status).toBe(200);
    h.advance(29 * 60_000);
    expect((await h.call('userInfo', {}, { token: u.token })).status).toBe(200);
    h.advance(31 * 60_000);
    const res = await h.call('userInfo', {}, { token: u.token });
    expect(res.body).toEqual({ code: 401, msg: 'Login Expired', data: null });
  });

  it('is revoked at logout', async () => {
    const u = await signUp(h);
    expect((await h.call('logout', {}, { token: u.token })).status).toBe(200);
    expect((await h.call('userInfo', {}, { token: u.token })).status).toBe(401);
    expect((await h.call('logout', {}, { token: u.token })).status).toBe(401);
  });

  it('is stored only as a hash', async () => {
    const u = await signUp(h);
    const rows = await h.ctx.db.selectFrom('sessions').select('token_hash').where('user_id', '=', u.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(u.token);
  });
});

describe('another user', () => {
  it('sees only their own data, and cannot name another user', async () => {
    const a = await signUp(h);
    const b = await signUp(h);
    expect((await h.call('userInfo', {}, { token: a.token })).body.data.email).toBe(a.email);
    expect((await h.call('userInfo', {}, { token: b.token })).body.data.email).toBe(b.email);
    const res = await h.call('userInfo', { id: b.user.id }, { token: a.token });
    expect(res.body).toEqual({ code: 400, msg: 'id: is not a known field', data: null });
  });
});
