import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, newIdentity, signUp } from '../../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function codeFor(email: string) {
  h.advance(61_000);
  await h.call('getEmailCode', { email, type: 'register' });
  return h.lastCode(email) ?? '';
}
const userCount = async () =>
  Number(
    (
      await h.ctx.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /register/email', () => {
  it('creates the account, its invite code and its empty wallets, and logs in', async () => {
    const who = newIdentity();
    const res = await h.call('register', { ...who, code: await codeFor(who.email) });
    expect(res.status).toBe(200);
    const { token, user } = res.body.data;
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(user).toMatchObject({
      email: who.email,
      userLoginId: who.userLoginId,
      hasPayPassword: false,
      kycStatus: 0,
    });
    expect(user.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    const wallets = await h.ctx.db.selectFrom('ledger_accounts').selectAll().where('user_id', '=', user.id).execute();
    expect(wallets.map((w) => w.kind).sort()).toEqual(['balance', 'follow', 'forex', 'future', 'ipo', 'stock']);
    expect(wallets.every((w) => w.available === '0' && w.used === '0' && w.currency === 'USD')).toBe(true);
    expect((await h.call('userInfo', {}, { token })).body.data.email).toBe(who.email);
  });

  it('keeps a code single-use', async () => {
    const who = newIdentity();
    const code = await codeFor(who.email);
    expect((await h.call('register', { ...who, code })).status).toBe(200);
    const other = newIdentity();
    const res = await h.call('register', { ...other, email: who.email, code });
    expect(res.status).toBe(409);
  });

  it('counts wrong codes and voids the code at the fifth', async () => {
    const who = newIdentity();
    const code = await codeFor(who.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await h.call('register', { ...who, code: wrong });
    expect(first.body).toEqual({ code: 400, msg: 'code: is wrong (4 tries left)', data: null });
    for (let i = 0; i < 4; i++) await h.call('register', { ...who, code: wrong });
    const right = await h.call('register', { ...who, code });
    expect(right.status).toBe(400);
    expect(right.body.msg).toBe('code: is wrong or has expired; request a new code');
  });

  it('refuses a code older than 10 minutes', async () => {
    const who = newIdentity();
    const code = await codeFor(who.email);
    h.advance(10 * 60_000 + 1);
    const res = await h.call('register', { ...who, code });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^code: is wrong or has expired/);
  });

  it('refuses an email or a user ID already taken with 409, whatever the case', async () => {
    const taken = await signUp(h);
    const who = newIdentity();
    const byId = await h.call('register', {
      ...who,
      userLoginId: taken.userLoginId.toUpperCase(),
      code: await codeFor(who.email),
    });
    expect(byId.status).toBe(409);
    expect(byId.body.msg).toBe('This user ID is taken; choose another');
    const byEmail = await h.call('register', { ...who, email: taken.email.toUpperCase(), code: '123456' });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.msg).toBe('This email is already registered; log in instead');
  });

  it('links an invite code to the inviter and refuses an unknown one with 400', async () => {
    const inviter = await signUp(h);
    const who = newIdentity();
    const code = await codeFor(who.email);
    const unknown = await h.call('register', { ...who, code, inviteCode: 'ZZZZ9999' });
    expect(unknown.body).toEqual({ code: 400, msg: 'inviteCode: does not exist', data: null });
    const res = await h.call('register', { ...who, code, inviteCode: inviter.user.inviteCode.toLowerCase() });
    expect(res.status).toBe(200);
    const row = await h.ctx.db
      .selectFrom('users')
      .select('invited_by')
      .where('id', '=', res.body.data.user.id)
      .executeTakeFirstOrThrow();
    expect(row.invited_by).toBe(inviter.user.id);
  });

  it.each([
    [{ password: 'short1' }, 'password: must be at least 8 characters'],
    [{ password: 'x'.repeat(65) }, 'password: must be at most 64 characters'],
    [{ password: 'password123' }, 'password: is one of the most common passwords; choose another'],
    [{ userLoginId: '1abc' }, 'userLoginId: must be 4 to 20 letters, digits or _ and start with a letter'],
    [{ userLoginId: 'ab' }, 'userLoginId: must be 4 to 20 letters, digits or _ and start with a letter'],
    [{ code: '12345' }, 'code: must be the 6-digit code from the email'],
    [{ code: undefined }, 'code: is required'],
    [{ inviteCode: 'bad code!' }, 'inviteCode: must be 4 to 16 letters or digits'],
    [{ role: 'staff' }, 'role: is not a known field'],
  ])('refuses %j with a clear 400 and creates nothing', async (patch, msg) => {
    const who = newIdentity();
    const before = await userCount();
    const res = await h.call('register', { ...who, code: '123456', ...patch });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
    expect(await userCount()).toBe(before);
  });

  it('refuses a password that contains the user ID', async () => {
    const who = newIdentity();
    const res = await h.call('register', {
      ...who,
      password: `${who.userLoginId}!!`,
      code: await codeFor(who.email),
    });
    expect(res.body.msg).toBe("password: must not contain the email's name part (before @) or the user ID");
  });
});
