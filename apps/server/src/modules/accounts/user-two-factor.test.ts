import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createStaffHarness, PAY_PASSWORD, signUpPayer, STAFF, staffToken, totpCode } from '../../testing/staff.ts';

let h: Harness;
beforeAll(async () => {
  h = await createStaffHarness();
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

const STEP = 30_000;
const crypto = { currency: 'USDT', network: 'TRC20', address: 'TWt7hbfzKVZmZYFD42Lrdy5XrhASAxPhUD' };

/** A payer who turned two-factor authentication on; answers them and their authenticator secret. */
async function withTwoFactor() {
  const u = await signUpPayer(h, '100');
  const { secret, otpauthUrl } = (await h.call('userTotpEnrol', {}, { token: u.token })).body.data;
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect((await h.call('userTotpStatus', {}, { token: u.token })).body.data).toEqual({ enabled: 0, enrolled: 0 });
  const on = await h.call('userTotpEnable', { code: await totpCode(h, secret) }, { token: u.token });
  expect(on.body.data).toEqual({ enabled: 1, enrolled: 1 });
  h.advance(STEP);
  return { u, secret };
}

describe('a user’s two-factor authentication', () => {
  it('once on, login needs the authenticator code as well as the password', async () => {
    const { u, secret } = await withTwoFactor();
    const bare = await h.call('login', { username: u.email, password: u.password });
    expect(bare.body).toEqual({ code: 422, msg: 'totpCode: is required', data: null });
    const wrong = await h.call('login', {
      username: u.email,
      password: u.password,
      totpCode: '000000' === (await totpCode(h, secret)) ? '111111' : '000000',
    });
    expect(wrong.body.msg).toBe('totpCode: is incorrect (4 tries left)');
    const code = await totpCode(h, secret);
    const ok = await h.call('login', { username: u.email, password: u.password, totpCode: code });
    expect(ok.status).toBe(200);
    expect((await h.call('userInfo', {}, { token: ok.body.data.token })).status).toBe(200);
    const replay = await h.call('login', { username: u.email, password: u.password, totpCode: code });
    expect(replay.body.msg).toBe('totpCode: was already used; wait for the next one');
    // A wrong password is told as before, without asking for the code.
    expect((await h.call('login', { username: u.email, password: 'Wrong-Pass-123' })).body.msg).toBe(
      'Incorrect username or password',
    );
  });

  it('once on, a withdrawal needs the code; nothing is frozen without it', async () => {
    const { u, secret } = await withTwoFactor();
    const without = await h.call(
      'withdrawalApply',
      { amount: '30', payPassword: PAY_PASSWORD, ...crypto },
      { token: u.token },
    );
    expect(without.body).toEqual({ code: 422, msg: 'totpCode: is required', data: null });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '100.00', usedBalance: '0.00' });
    const ok = await h.call(
      'withdrawalApply',
      { amount: '30', payPassword: PAY_PASSWORD, ...crypto, totpCode: await totpCode(h, secret) },
      { token: u.token },
    );
    expect(ok.status).toBe(200);
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '70.00', usedBalance: '30.00' });
  });

  it('turning it off needs a code; then login and withdrawals no longer ask, and the secret is forgotten', async () => {
    const { u, secret } = await withTwoFactor();
    expect((await h.call('userTotpDisable', { code: '12345' }, { token: u.token })).status).toBe(400);
    const off = await h.call('userTotpDisable', { code: await totpCode(h, secret) }, { token: u.token });
    expect(off.body.data).toEqual({ enabled: 0, enrolled: 0 });
    expect((await h.call('login', { username: u.email, password: u.password })).status).toBe(200);
    expect((await h.call('userTotpDisable', { code: '123456' }, { token: u.token })).body.msg).toBe(
      'Two-factor authentication is already off',
    );
  });

  it('a staff member’s back-office authenticator does not by itself make their login ask for a code', async () => {
    await staffToken(h);
    const login = await h.call('login', { username: STAFF.email, password: STAFF.password });
    expect(login.status).toBe(200);
    expect((await h.call('userTotpStatus', {}, { token: login.body.data.token })).body.data).toEqual({
      enabled: 0,
      enrolled: 1,
    });
    expect((await h.call('userTotpEnrol', {}, { token: login.body.data.token })).status).toBe(409);
  });
});
