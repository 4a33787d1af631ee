import { backofficeEndpoints, type EndpointName } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { expectLedgerSound, fund } from '../../testing/money.ts';
import { createStaffHarness, newStaffMember, newUser, staffToken } from '../../testing/staff.ts';

let h: Harness;
let staff: string;
beforeAll(async () => {
  h = await createStaffHarness();
  staff = await staffToken(h);
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

describe('back office calls', () => {
  it.each(Object.keys(backofficeEndpoints) as EndpointName[])(
    '%s refuses a user who is not staff (403)',
    async (name) => {
      const u = await newUser(h);
      const res = await h.call(name, { id: u.user.id, reason: 'x' }, { token: u.token });
      expect(res.body).toEqual({ code: 403, msg: 'Staff only', data: null });
    },
  );

  it('a content editor may not read users (403 for the role)', async () => {
    const editor = await newStaffMember(h, 'content');
    const res = await h.call('staffUserList', {}, { token: editor.token });
    expect(res.status).toBe(403);
  });
});

describe('users', () => {
  it('finds a user by part of the email, the user ID or the exact id, paged and sorted on the server', async () => {
    const a = await newUser(h);
    const b = await newUser(h);
    const byEmail = (await h.call('staffUserList', { q: a.email.slice(0, 12) }, { token: staff })).body.data;
    expect(byEmail.data.map((u) => u.id)).toContain(a.user.id);
    const byId = (await h.call('staffUserList', { q: String(b.user.id) }, { token: staff })).body.data;
    expect(byId.data.map((u) => u.id)).toContain(b.user.id);
    const byLogin = (await h.call('staffUserList', { q: b.userLoginId.toUpperCase() }, { token: staff })).body.data;
    expect(byLogin.data.map((u) => u.id)).toEqual([b.user.id]);
    const page = (await h.call('staffUserList', { sort: 'id', order: 'asc', pageSize: 1 }, { token: staff })).body.data;
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const bad = await h.call('staffUserList', { sort: 'password' }, { token: staff });
    expect(bad.body.msg).toBe('sort: must be one of id, email, userLoginId, name, createdAt');
  });

  it('shows a user’s page with every account’s balance and money history; a missing user is 404', async () => {
    const u = await newUser(h);
    await fund(h, u.user.id, '250');
    const detail = (await h.call('staffUserDetail', { id: u.user.id }, { token: staff })).body.data;
    expect(detail.user.email).toBe(u.email);
    expect(detail.accounts.find((a) => a.kind === 'balance')).toMatchObject({ available: '250.00', used: '0.00' });
    expect(detail.money[0]).toMatchObject({ kind: 'deposit_approved', amount: '250', account: 'balance:available' });
    expect(detail.sessions.length).toBeGreaterThan(0);
    expect((await h.call('staffUserDetail', { id: 99_999_999 }, { token: staff })).status).toBe(404);
  });

  it('locking ends the user’s sessions and refuses their login until unlocked, each change audited', async () => {
    const u = await newUser(h);
    const lock = await h.call('staffUserLock', { id: u.user.id, reason: 'Chargeback fraud' }, { token: staff });
    expect(lock.body.data.lockedAt).not.toBeNull();
    expect((await h.call('userInfo', {}, { token: u.token })).status).toBe(401);
    const login = await h.call('login', { username: u.email, password: u.password });
    expect(login.body).toMatchObject({ code: 422, msg: 'This account is locked; please contact support' });
    const again = await h.call('staffUserLock', { id: u.user.id, reason: 'Twice' }, { token: staff });
    expect(again.body.code).toBe(422);

    await h.call('staffUserUnlock', { id: u.user.id, reason: 'Cleared by the bank' }, { token: staff });
    expect((await h.call('login', { username: u.email, password: u.password })).status).toBe(200);

    const log = (await h.call('staffAuditList', { targetType: 'user', targetId: u.user.id }, { token: staff })).body
      .data;
    expect(log.data.map((e) => [e.action, e.reason])).toEqual([
      ['user.unlock', 'Cleared by the bank'],
      ['user.lock', 'Chargeback fraud'],
    ]);
    expect(log.data[0]?.actorEmail).toBe('review.desk@bourse.test');
  });

  it('ending sessions logs the user out everywhere and says how many ended', async () => {
    const u = await newUser(h);
    await h.call('login', { username: u.email, password: u.password });
    const res = await h.call('staffUserEndSessions', { id: u.user.id, reason: 'Phone stolen' }, { token: staff });
    expect(res.body.data).toEqual({ ended: 2 });
    expect((await h.call('userInfo', {}, { token: u.token })).status).toBe(401);
  });
});

describe('ledger', () => {
  it('finds a user’s journal transactions with their entries, and the invariant check is sound', async () => {
    const u = await newUser(h);
    await fund(h, u.user.id, '40');
    const page = (await h.call('staffJournalList', { userId: u.user.id, kind: 'deposit_approved' }, { token: staff }))
      .body.data;
    expect(page.total).toBe(1);
    expect(page.data[0]?.entries.map((e) => [e.account, e.amount])).toEqual(
      expect.arrayContaining([[`user:${u.user.id}:balance`, '40']]),
    );
    const none = (await h.call('staffJournalList', { userId: u.user.id, kind: 'transfer' }, { token: staff })).body
      .data;
    expect(none.total).toBe(0);
    const check = (await h.call('staffLedgerCheck', {}, { token: staff })).body.data;
    expect(check).toMatchObject({ sound: true, violations: [] });
    expect(check.transactions).toBeGreaterThan(0);
  });

  it('the dashboard counts today’s sign-ups and deposits', async () => {
    const before = (await h.call('staffDashboard', { days: 1 }, { token: staff })).body.data;
    const u = await newUser(h);
    await fund(h, u.user.id, '15');
    const after = (await h.call('staffDashboard', { days: 1 }, { token: staff })).body.data;
    expect(after.days).toHaveLength(1);
    expect(after.days[0]!.signUps).toBe(before.days[0]!.signUps + 1);
    expect(Number(after.days[0]!.deposits) - Number(before.days[0]!.deposits)).toBe(15);
  });
});
