import { Role } from '@bourse/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';
import { STAFF, STAFF_ENV } from '../../testing/staff.ts';

const staffRows = (h: Harness) =>
  h.ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'user_login_id', 'role', 'staff_role'])
    .where('role', '=', Role.staff)
    .execute();

describe('the first staff account', () => {
  it('is created from STAFF_EMAIL and STAFF_PASSWORD, can log in, and is an admin', async () => {
    const h = await createHarness(STAFF_ENV);
    try {
      expect(await staffRows(h)).toEqual([
        { id: expect.any(Number), email: STAFF.email, user_login_id: 'staff', role: 'staff', staff_role: 'admin' },
      ]);
      const login = await h.call('login', { username: STAFF.email, password: STAFF.password });
      expect(login.status).toBe(200);
      const info = await h.call('userInfo', {}, { token: login.body.data.token });
      expect(info.body.data).toMatchObject({ email: STAFF.email, userLoginId: 'staff' });
    } finally {
      await h.close();
    }
  });

  it('is not created when they are unset', async () => {
    const h = await createHarness();
    try {
      expect(await staffRows(h)).toEqual([]);
      expect((await h.call('login', { username: STAFF.email, password: STAFF.password })).status).toBe(422);
    } finally {
      await h.close();
    }
  });

  it('is seeded once however often the server starts, and keeps a password changed since', async () => {
    const h = await createHarness(STAFF_ENV);
    try {
      const token = (await h.call('login', { username: STAFF.email, password: STAFF.password })).body.data.token;
      const changed = await h.call(
        'updatePassword',
        { oldPassword: STAFF.password, password: 'Brand-New-Desk-77' },
        { token },
      );
      expect(changed.status).toBe(200);
      // Two more nodes start on the same database at the same moment.
      const nodes = await Promise.all(
        [1, 2].map(() => buildApp(h.ctx.config, { now: h.ctx.now, logStream: { write() {} } })),
      );
      for (const n of nodes) await n.app.close();
      expect(await staffRows(h)).toHaveLength(1);
      expect((await h.call('login', { username: STAFF.email, password: 'Brand-New-Desk-77' })).status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it('makes an existing account with that email staff, and a taken user ID "staff" is not reused', async () => {
    const h = await createHarness();
    try {
      const existing = await signUp(h, { email: STAFF.email, userLoginId: 'staff', password: 'Correct-Horse-42' });
      expect(existing.user.id).toBeGreaterThan(0);
      const node = await buildApp(loadConfig({ ...configEnv(h), ...STAFF_ENV }), {
        now: h.ctx.now,
        logStream: { write() {} },
      });
      await node.app.close();
      expect(await staffRows(h)).toEqual([
        { id: existing.user.id, email: STAFF.email, user_login_id: 'staff', role: 'staff', staff_role: 'admin' },
      ]);
      // Its own password still works; the seed did not overwrite it.
      expect((await h.call('login', { username: STAFF.email, password: 'Correct-Horse-42' })).status).toBe(200);

      const other = 'second.desk@bourse.test';
      const next = await buildApp(loadConfig({ ...configEnv(h), STAFF_EMAIL: other, STAFF_PASSWORD: STAFF.password }), {
        now: h.ctx.now,
        logStream: { write() {} },
      });
      await next.app.close();
      const rows = await staffRows(h);
      expect(rows.find((r) => r.email === other)?.user_login_id).toMatch(/^staff_[a-z2-9]{8}$/);
    } finally {
      await h.close();
    }
  });
});

/** The environment that reopens the harness's database. */
function configEnv(h: Harness): Record<string, string> {
  const c = h.ctx.config;
  return {
    DATA_DIR: c.dataDir,
    SCRYPT_LOG_N: String(c.scryptLogN),
    LOG_LEVEL: 'silent',
    WEB_DIST: c.webDist,
    ...(c.databaseUrl ? { DATABASE_URL: c.databaseUrl } : {}),
  };
}

describe('STAFF_EMAIL and STAFF_PASSWORD', () => {
  it.each([
    [{ STAFF_EMAIL: STAFF.email }, 'STAFF_EMAIL, STAFF_PASSWORD: set both or neither'],
    [{ STAFF_PASSWORD: STAFF.password }, 'STAFF_EMAIL, STAFF_PASSWORD: set both or neither'],
    [{ ...STAFF_ENV, STAFF_EMAIL: 'not-an-email' }, 'STAFF_EMAIL: must be an email address (text@text)'],
    [{ ...STAFF_ENV, STAFF_PASSWORD: 'short' }, 'STAFF_PASSWORD: must be at least 8 characters'],
    [{ ...STAFF_ENV, STAFF_PASSWORD: 'password123' }, 'STAFF_PASSWORD: is one of the most common passwords'],
    [
      { ...STAFF_ENV, STAFF_PASSWORD: 'review.desk-2026' },
      "STAFF_PASSWORD: must not contain the email's name part (before @)",
    ],
  ])('refuses %j at start-up', (env, msg) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(msg);
  });

  it('are optional together', () => {
    expect(loadConfig({}).staff).toBeUndefined();
    expect(loadConfig({ STAFF_EMAIL: '', STAFF_PASSWORD: '' }).staff).toBeUndefined();
    expect(loadConfig({ ...STAFF_ENV, STAFF_EMAIL: ' Review.Desk@Bourse.test ' }).staff).toEqual(STAFF);
  });
});
