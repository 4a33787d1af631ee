import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { createStaffHarness, newStaffMember, newUser, staffToken } from '../../testing/staff.ts';

let h: Harness;
let staff: string;
let staffId: number;
beforeAll(async () => {
  h = await createStaffHarness();
  staff = await staffToken(h);
  staffId = (await h.call('userInfo', {}, { token: staff })).body.data.id;
});
afterAll(async () => {
  await h.close();
});

const auditList = async (input: Record<string, unknown>) =>
  (await h.call('staffAuditList', { pageSize: 100, ...input }, { token: staff })).body.data;

describe('users', () => {
  it('finds a user by part of their name, whatever its case, and no one else', async () => {
    const named = await newUser(h);
    const other = await newUser(h);
    await h.ctx.db.updateTable('users').set({ name: 'Zelda Quintanilla' }).where('id', '=', named.user.id).execute();
    for (const q of ['quintanilla', 'ZELDA Q']) {
      const page = (await h.call('staffUserList', { q }, { token: staff })).body.data;
      expect(page.data.map((u) => [u.id, u.name])).toEqual([[named.user.id, 'Zelda Quintanilla']]);
    }
    const none = (await h.call('staffUserList', { q: 'Quintanillo' }, { token: staff })).body.data;
    expect(none.total).toBe(0);
    expect(other.user.id).not.toBe(named.user.id);
  });

  it('ending a user’s sessions writes its audit row: who, what, the target, the reason and how many ended', async () => {
    const u = await newUser(h);
    const at = h.ctx.now();
    const res = await h.call('staffUserEndSessions', { id: u.user.id, reason: 'Phone stolen' }, { token: staff });
    expect(res.body.data).toEqual({ ended: 1 });
    const log = await auditList({ targetType: 'user', targetId: u.user.id });
    expect(log.data).toEqual([
      {
        id: expect.any(Number),
        actorId: staffId,
        actorEmail: 'review.desk@bourse.test',
        action: 'user.end_sessions',
        targetType: 'user',
        targetId: u.user.id,
        reason: 'Phone stolen',
        beforeStatus: 0,
        afterStatus: 0,
        detail: JSON.stringify({ sessionsEnded: 1 }),
        createdAt: at,
      },
    ]);
  });
});

describe('the audit log', () => {
  it('filters by staff member, action and date range, and sorts by time and action', async () => {
    const desk = await newStaffMember(h, 'compliance');
    const [a, b, c] = [await newUser(h), await newUser(h), await newUser(h)];
    h.advance(60_000);
    const t0 = h.ctx.now();
    await h.call('staffUserLock', { id: a.user.id, reason: 'First' }, { token: staff });
    h.advance(60_000);
    const t1 = h.ctx.now();
    await h.call('staffUserLock', { id: b.user.id, reason: 'Second' }, { token: desk.token });
    h.advance(60_000);
    const t2 = h.ctx.now();
    await h.call('staffUserEndSessions', { id: c.user.id, reason: 'Third' }, { token: staff });
    const reasons = (page: { data: { reason: string }[] }) => page.data.map((e) => e.reason);

    // By staff member: the desk's own sign-in and its lock, nothing of the other staff member.
    const byDesk = await auditList({ actorId: desk.id });
    expect(byDesk.data.map((e) => [e.actorId, e.action])).toEqual([
      [desk.id, 'user.lock'],
      [desk.id, 'staff.sign_in'],
    ]);
    // By action (part of its name), from a time on.
    expect(reasons(await auditList({ action: 'user.lock', from: t0 }))).toEqual(['Second', 'First']);
    expect(reasons(await auditList({ action: 'end_sess', from: t0 }))).toEqual(['Third']);
    // By date: from is inclusive, to exclusive.
    expect(reasons(await auditList({ from: t1, to: t2 }))).toEqual(['Second']);
    expect(reasons(await auditList({ from: t1 }))).toEqual(['Third', 'Second']);
    expect(reasons(await auditList({ from: t0, to: t1 }))).toEqual(['First']);
    // Sorted by time either way, and by action name (ties by id in the same order).
    expect(reasons(await auditList({ from: t0, sort: 'createdAt', order: 'asc' }))).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    expect(reasons(await auditList({ from: t0, sort: 'action', order: 'asc' }))).toEqual(['Third', 'First', 'Second']);
    expect(reasons(await auditList({ from: t0, sort: 'action', order: 'desc' }))).toEqual(['Second', 'First', 'Third']);

    const bad = await h.call('staffAuditList', { sort: 'reason' }, { token: staff });
    expect(bad.body).toEqual({ code: 400, msg: 'sort: must be one of id, createdAt, action', data: null });
  });
});
