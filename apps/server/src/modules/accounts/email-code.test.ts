import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, newIdentity, signUp } from '../../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('POST /getEmailCode', () => {
  it('mails a 6-digit code', async () => {
    const { email } = newIdentity();
    const res = await h.call('getEmailCode', { email, type: 'register' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: null });
    expect(h.lastCode(email)).toMatch(/^\d{6}$/);
  });

  it.each([
    [{ email: 'no-at-sign', type: 'register' }, 'email: must be an email address (text@text)'],
    [{ email: '', type: 'register' }, 'email: is required'],
    [{ type: 'register' }, 'email: is required'],
    [{ email: 'a@b.c', type: 'signup' }, 'type: must be register or reset'],
    [{ email: 'a@b.c', type: 'register', admin: true }, 'admin: is not a known field'],
    [{ email: 42, type: 'register' }, 'email: must be text'],
  ])('refuses %j with 400 naming the field and rule', async (input, msg) => {
    const res = await h.call('getEmailCode', input);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg, data: null });
  });

  it('refuses a second code within 60 s, saying how long to wait, then allows it', async () => {
    const { email } = newIdentity();
    await h.call('getEmailCode', { email, type: 'register' });
    h.advance(20_000);
    const again = await h.call('getEmailCode', { email, type: 'register' });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/try again in 40 s/);
    expect(h.mailCount(email)).toBe(1);
    h.advance(40_000);
    expect((await h.call('getEmailCode', { email, type: 'register' })).status).toBe(200);
    expect(h.mailCount(email)).toBe(2);
  });

  it('limits codes per email per hour', async () => {
    const { email } = newIdentity();
    for (let i = 0; i < 10; i++) {
      expect((await h.call('getEmailCode', { email, type: 'register' }, { ip: `10.1.0.${i}` })).status).toBe(200);
      h.advance(61_000);
    }
    const res = await h.call('getEmailCode', { email, type: 'register' }, { ip: '10.1.0.99' });
    expect(res.status).toBe(429);
    expect(res.body.msg).toMatch(/Too many codes requested; please try again in \d+ s/);
  });

  it('limits codes per IP per hour', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await h.call('getEmailCode', { email: newIdentity().email, type: 'register' }, { ip: '10.9.9.9' });
      expect(res.status).toBe(200);
    }
    const res = await h.call('getEmailCode', { email: newIdentity().email, type: 'register' }, { ip: '10.9.9.9' });
    expect(res.status).toBe(429);
  });

  it('says an email is registered already (409) and sends no register code', async () => {
    const user = await signUp(h);
    h.advance(61_000);
    const res = await h.call('getEmailCode', { email: user.email, type: 'register' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('This email is already registered; log in instead');
    expect(h.mailCount(user.email)).toBe(1);
  });

  it('answers a reset for an unknown email like any other, and sends nothing', async () => {
    const { email } = newIdentity();
    const res = await h.call('getEmailCode', { email, type: 'reset' });
    expect(res.status).toBe(200);
    expect(h.mailCount(email)).toBe(0);
  });
});
