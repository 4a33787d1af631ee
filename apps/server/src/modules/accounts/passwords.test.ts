import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const login = (username: string, password: string) => h.call('login', { username, password }, { ip: '10.3.0.1' });

describe('POST /updatePassword', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const u = await signUp(h);
    const other = (await login(u.email, u.password)).body.data.token;
    const res = await h.call(
      'updatePassword',
      { oldPassword: u.password, password: 'New-Secret-Pass-9' },
      { token: u.token },
    );
    expect(res.status).toBe(200);
    expect((await h.call('userInfo', {}, { token: other })).status).toBe(401);
    expect((await h.call('userInfo', {}, { token: u.token })).status).toBe(200);
    expect((await login(u.email, u.password)).status).toBe(422);
    expect((await login(u.email, 'New-Secret-Pass-9')).status).toBe(200);
  });

  it('refuses a wrong old password and changes nothing', async () => {
    const u = await signUp(h);
    const res = await h.call(
      'updatePassword',
      { oldPassword: 'Wrong-Old-Pass-1', password: 'New-Secret-Pass-9' },
      { token: u.token },
    );
    expect(res.body).toEqual({ code: 422, msg: 'The old password is incorrect', data: null });
    expect((await login(u.email, u.password)).status).toBe(200);
  });

  it('limits the tries of the old password (a stolen session cannot guess it)', async () => {
    const u = await signUp(h);
    for (let i = 0; i < 10; i++) {
      const res = await h.call(
        'updatePassword',
        { oldPassword: `Guess-Number-${i}`, password: 'New-Secret-Pass-9' },
        { token: u.token },
      );
      expect(res.status).toBe(422);
    }
    const right = await h.call(
      'updatePassword',
      { oldPassword: u.password, password: 'New-Secret-Pass-9' },
      { token: u.token },
    );
    expect(right.status).toBe(429);
    expect(right.body.msg).toMatch(/^Too many password changes; please try again in \d+ s$/);
    h.advance(3_600_000);
    expect(
      (await h.call('updatePassword', { oldPassword: u.password, password: 'New-Secret-Pass-9' }, { token: u.token }))
        .status,
    ).toBe(200);
  });

  it.each([
    [{ password: 'New-Secret-Pass-9' }, 'oldPassword: is required'],
    [{ oldPassword: 'x', password: 'short' }, 'password: must be at least 8 characters'],
  ])('refuses %j with 400', async (input, msg) => {
    const u = await signUp(h);
    expect((await h.call('updatePassword', input, { token: u.token })).body.msg).toBe(msg);
  });

  it('needs a login', async () => {
    expect((await h.call('updatePassword', { oldPassword: 'a', password: 'New-Secret-Pass-9' })).status).toBe(401);
  });
});

describe('POST /resetPassword', () => {
  it('sets a new password with a mailed code and ends every session', async () => {
    const u = await signUp(h);
    h.advance(61_000);
    await h.call('getEmailCode', { email: u.email, type: 'reset' });
    const code = h.lastCode(u.email) ?? '';
    const res = await h.call('resetPassword', { email: u.email, code, password: 'Fresh-Start-Pass-7' });
    expect(res.status).toBe(200);
    expect((await h.call('userInfo', {}, { token: u.token })).status).toBe(401);
    expect((await login(u.userLoginId, 'Fresh-Start-Pass-7')).status).toBe(200);
    const again = await h.call('resetPassword', { email: u.email, code, password: 'Another-Pass-77' });
    expect(again.status).toBe(400);
  });

  it('does not take a register code for a reset', async () => {
    const u = await signUp(h);
    const registerCode = h.lastCode(u.email) ?? '';
    const res = await h.call('resetPassword', { email: u.email, code: registerCode, password: 'Fresh-Start-Pass-7' });
    expect(res.status).toBe(400);
    expect((await login(u.email, u.password)).status).toBe(200);
  });
});

describe('pay password', () => {
  it('is set once with 6 digits, then only changed with the old one', async () => {
    const u = await signUp(h);
    const bad = await h.call('settingPayPassword', { payPassword: '12345a' }, { token: u.token });
    expect(bad.body).toEqual({ code: 400, msg: 'payPassword: must be exactly 6 digits', data: null });
    expect((await h.call('settingPayPassword', { payPassword: '135790' }, { token: u.token })).status).toBe(200);
    expect((await h.call('userInfo', {}, { token: u.token })).body.data.hasPayPassword).toBe(true);
    const twice = await h.call('settingPayPassword', { payPassword: '246801' }, { token: u.token });
    expect(twice.status).toBe(409);

    const wrong = await h.call(
      'updatePayPassword',
      { oldPayPassword: '000000', payPassword: '246801' },
      { token: u.token },
    );
    expect(wrong.body).toEqual({ code: 422, msg: 'oldPayPassword: is incorrect (4 tries left)', data: null });
    const ok = await h.call(
      'updatePayPassword',
      { oldPayPassword: '135790', payPassword: '246801' },
      { token: u.token },
    );
    expect(ok.status).toBe(200);
    const stale = await h.call(
      'updatePayPassword',
      { oldPayPassword: '135790', payPassword: '111111' },
      { token: u.token },
    );
    expect(stale.status).toBe(422);
  });

  it('locks for 15 minutes after five wrong tries', async () => {
    const u = await signUp(h);
    await h.call('settingPayPassword', { payPassword: '135790' }, { token: u.token });
    for (let i = 0; i < 5; i++) {
      await h.call('updatePayPassword', { oldPayPassword: '000000', payPassword: '246801' }, { token: u.token });
    }
    const locked = await h.call(
      'updatePayPassword',
      { oldPayPassword: '135790', payPassword: '246801' },
      { token: u.token },
    );
    expect(locked.status).toBe(429);
    h.advance(15 * 60_000 + 1);
    const ok = await h.call(
      'updatePayPassword',
      { oldPayPassword: '135790', payPassword: '246801' },
      { token: u.token },
    );
    expect(ok.status).toBe(200);
  });

  it('needs a login', async () => {
    expect((await h.call('settingPayPassword', { payPassword: '135790' })).status).toBe(401);
    expect((await h.call('updatePayPassword', { oldPayPassword: '135790', payPassword: '246801' })).status).toBe(401);
  });
});

describe('logs', () => {
  it('never hold a password, a token or a pay password', async () => {
    const u = await signUp(h);
    await h.call('settingPayPassword', { payPassword: '975310' }, { token: u.token });
    await login(u.email, u.password);
    const all = h.logs.join('\n');
    expect(all).toContain('account created');
    expect(all).not.toContain(u.password);
    expect(all).not.toContain(u.token);
    expect(all).not.toContain('975310');
  });
});
