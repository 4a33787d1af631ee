import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { createStaffHarness, newUser, staffToken } from '../../testing/staff.ts';

let h: Harness;
beforeAll(async () => {
  h = await createStaffHarness();
});
afterAll(async () => {
  await h.close();
});

const auditRow = (id: number) => h.ctx.db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();

describe('the audit log is append-only in the database', () => {
  it('refuses an UPDATE and a DELETE of an audit row, whoever sends them, and keeps the row as written', async () => {
    const u = await newUser(h);
    const lock = await h.call(
      'staffUserLock',
      { id: u.user.id, reason: 'Chargeback fraud' },
      { token: await staffToken(h) },
    );
    expect(lock.status).toBe(200);
    const written = await h.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'user')
      .where('target_id', '=', u.user.id)
      .executeTakeFirstOrThrow();

    await expect(
      sql`update audit_log set reason = ${'nothing happened'} where id = ${written.id}`.execute(h.ctx.db),
    ).rejects.toThrow('the audit log is append-only');
    await expect(sql`delete from audit_log where id = ${written.id}`.execute(h.ctx.db)).rejects.toThrow(
      'the audit log is append-only',
    );
    await expect(sql`delete from audit_log`.execute(h.ctx.db)).rejects.toThrow('the audit log is append-only');
    expect(await auditRow(written.id)).toEqual(written);
    expect(written.reason).toBe('Chargeback fraud');

    // Writing goes on: the next action appends its row.
    await h.call('staffUserUnlock', { id: u.user.id, reason: 'Cleared' }, { token: await staffToken(h) });
    const trail = await h.ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', u.user.id).execute();
    expect(trail.map((r) => r.action)).toEqual(['user.lock', 'user.unlock']);
  });
});
