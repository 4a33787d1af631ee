import { TOTP_LOCK_MS } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { authenticatorOf, createStaffHarness, newStaffMember, staffToken, totpCode } from '../../testing/staff.ts';
import { auditTrail } from '../audit/service.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createStaffHarness({ STAFF_SESSION_IDLE_MINUTES: '30', STAFF_SESSION_MAX_HOURS: '12' });
  admin = await staffToken(h);
});
afterAll(async () => {
  await h.close();
});

/** A new finance member, created by the admin, who has only typed their password so far. */
async function passwordOnly() {
  const m = await newStaffMember(h, 'finance');
  const token = (await h.call('login', m.login)).body.data.token as string;
  return { ...m, halfToken: token, secret: authenticatorOf(h, m.id) ?? '' };
}
const depositQueue = (token: string) => h.call('staffDepositList', {}, { token });
const STEP = 30_000;

describe('staff sign-in', () => {
  it('enrols the authenticator at the first sign-in: QR url and secret once, then the first right code opens the desk', async () => {
    const created = await h.call(
      'staffCreate',
      {
        email: 'first.sign-in@bourse.test',
        userLoginId: 'firstsignin',
        password: 'Quiet-Ledger-Desk-7',
        role: 'finance',
      },
      { token: admin },
    );
    const token = (await h.call('login', { username: 'firstsignin', password: 'Quiet-Ledger-Desk-7' })).body.data.token;
    const before = (await h.call('adminMe', {}, { token })).body.data;
    expect(before).toMatchObject({ id: created.body.data.id, role: 'finance', totpEnrolled: 0, secondFactor: 0 });
    expect((await depositQueue(token)).body).toEqual({ code: 403, msg: 'Second factor required', data: null });

    const enrolment = (await h.call('adminTotpEnrol', {}, { token })).body.data;
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Bourse:first\.sign-in%40bourse\.test\?.*secret=/);
    expect(enrolment.otpauthUrl).toContain(`secret=${enrolment.secret}`);
    const stored = await h.ctx.db
      .selectFrom('users')
      .select('totp_secret')
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).not.toContain(enrolment.secret);
    expect(h.logs.join('\n')).not.toContain(enrolment.secret);

    const ok = await h.call('adminTotpVerify', { code: await totpCode(h, enrolment.secret) }, { token });
    expect(ok.body.data).toMatchObject({ totpEnrolled: 1, secondFactor: 1 });
    expect((await depositQueue(token)).status).toBe(200);
    expect((await h.call('adminTotpEnrol', {}, { token })).body).toEqual({
      code: 409,
      msg: 'The authenticator is already set up',
      data: null,
    });
    expect((await auditTrail(h.ctx.db, 'user', before.id)).map((d) => d.action)).toEqual([
      'staff.create',
      'staff.sign_in',
    ]);
  });

  it('refuses a wrong code, and a code already used (replay), even from another session', async () => {
    const m = await passwordOnly();
    h.advance(STEP);
    const wrong = String((Number(await totpCode(h, m.secret)) + 1) % 1_000_000).padStart(6, '0');
    expect((await h.call('adminTotpVerify', { code: wrong }, { token: m.halfToken })).body).toEqual({
      code: 422,
      msg: 'code: is incorrect (4 tries left)',
      data: null,
    });
    const code = await totpCode(h, m.secret);
    expect((await h.call('adminTotpVerify', { code }, { token: m.halfToken })).status).toBe(200);
    const other = (await h.call('login', m.login)).body.data.token;
    expect((await h.call('adminTotpVerify', { code }, { token: other })).body).toEqual({
      code: 422,
      msg: 'code: was already used; wait for the next one',
      data: null,
    });
    expect((await depositQueue(other)).body.msg).toBe('Second factor required');
    // The previous step's code is older still: also refused. The next step's is accepted.
    expect(
      (await h.call('adminTotpVerify', { code: await totpCode(h, m.secret, -STEP) }, { token: other })).status,
    ).toBe(422);
    h.advance(STEP);
    expect((await h.call('adminTotpVerify', { code: await totpCode(h, m.secret) }, { token: other })).status).toBe(200);
  });

  it('accepts a code only once when it is sent twice at the same moment', async () => {
    const m = await passwordOnly();
    h.advance(STEP);
    const second = (await h.call('login', m.login)).body.data.token;
    const code = await totpCode(h, m.secret);
    const results = await Promise.all([
      h.call('adminTotpVerify', { code }, { token: m.halfToken }),
      h.call('adminTotpVerify', { code }, { token: second }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it('locks the second factor for 15 minutes after five wrong codes, even for the right one', async () => {
    const m = await passwordOnly();
    h.advance(STEP);
    const right = await totpCode(h, m.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await h.call('adminTotpVerify', { code: wrong }, { token: m.halfToken })).body.msg);
    expect(answers.at(-1)).toBe('code: is incorrect; locked for 15 minutes');
    const locked = await h.call('adminTotpVerify', { code: right }, { token: m.halfToken });
    expect(locked.status).toBe(429);
    expect((await depositQueue(m.halfToken)).body.msg).toBe('Second factor required');
    h.advance(TOTP_LOCK_MS);
    const fresh = (await h.call('login', m.login)).body.data.token;
    expect((await h.call('adminTotpVerify', { code: await totpCode(h, m.secret) }, { token: fresh })).status).toBe(200);
  });

  it('ends a staff session after 30 minutes idle, and after 12 hours however busy', async () => {
    const m = await newStaffMember(h, 'finance');
    h.advance(29 * 60_000);
    expect((await depositQueue(m.token)).status).toBe(200);
    h.advance(31 * 60_000);
    expect((await depositQueue(m.token)).body).toEqual({ code: 401, msg: 'Login Expired', data: null });

    h.advance(STEP);
    const busy = await newStaffMember(h, 'support');
    for (let hour = 0; hour < 12; hour += 1) {
      for (let q = 0; q < 3; q += 1) {
        h.advance(20 * 60_000);
        expect((await h.call('adminMe', {}, { token: busy.token })).status).toBe(200);
      }
    }
    h.advance(60_000);
    expect((await h.call('adminMe', {}, { token: busy.token })).status).toBe(401);
  });

  it('an admin resets a lost authenticator: sessions end, the next sign-in enrols again (audited)', async () => {
    const m = await newStaffMember(h, 'content');
    admin = await staffToken(h);
    expect((await h.call('staffResetTotp', { userId: m.id }, { token: admin })).status).toBe(200);
    expect((await h.call('adminMe', {}, { token: m.token })).status).toBe(401);
    const token = (await h.call('login', m.login)).body.data.token;
    expect((await h.call('adminMe', {}, { token })).body.data).toMatchObject({ totpEnrolled: 0, secondFactor: 0 });
    expect((await auditTrail(h.ctx.db, 'user', m.id)).at(-1)?.action).toBe('staff.totp_reset');
  });
});
