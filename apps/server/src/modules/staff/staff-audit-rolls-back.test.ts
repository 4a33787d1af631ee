import { ReviewStatus } from '@bourse/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { wallet } from '../../testing/money.ts';
import { createStaffHarness, newStaffMember, PAY_PASSWORD, signUpPayer, staffToken } from '../../testing/staff.ts';
import { auditTrail } from '../audit/service.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createStaffHarness();
  admin = await staffToken(h);
});
afterAll(async () => {
  await h.close();
});

/** Runs `fn` while `table` cannot be written (renamed away), as a crash in the middle of the transaction would. */
async function without<T>(table: string, fn: () => Promise<T>): Promise<T> {
  await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_away`)}`.execute(h.ctx.db);
  try {
    return await fn();
  } finally {
    await sql`alter table ${sql.table(`${table}_away`)} rename to ${sql.table(table)}`.execute(h.ctx.db);
  }
}

describe('an audit row and its action commit together or not at all', () => {
  it('a decision that fails after its audit row was written leaves no audit row, no money moved, the record pending', async () => {
    const u = await signUpPayer(h, '100');
    const w = await h.call(
      'withdrawalApply',
      {
        amount: '25',
        payPassword: PAY_PASSWORD,
        currency: 'USDT',
        network: 'TRC20',
        address: 'TWt7hbfzKVZmZYFD42Lrdy5XrhASAxPhUD',
      },
      { token: u.token },
    );
    const id = w.body.data.id;
    // The inbox message is stored after the audit row, in the same transaction.
    const failed = await without('inbox_messages', () => h.call('staffWithdrawalApprove', { id }, { token: admin }));
    expect(failed.status).toBe(500);
    expect(await auditTrail(h.ctx.db, 'withdrawal', id)).toEqual([]);
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '75.00', usedBalance: '25.00' });
    const again = await h.call('staffWithdrawalApprove', { id }, { token: admin });
    expect(again.body.data.status).toBe(ReviewStatus.completed);
    expect((await auditTrail(h.ctx.db, 'withdrawal', id)).map((d) => d.action)).toEqual(['withdrawal.approve']);
  });

  it('a role change whose audit row cannot be written does not happen', async () => {
    const m = await newStaffMember(h, 'support');
    const failed = await without('audit_log', () =>
      h.call('staffSetRole', { userId: m.id, role: 'admin' }, { token: admin }),
    );
    expect(failed.status).toBe(500);
    expect((await h.call('adminMe', {}, { token: m.token })).body.data).toMatchObject({
      role: 'support',
      secondFactor: 1,
    });
    expect((await auditTrail(h.ctx.db, 'user', m.id)).map((d) => d.action)).toEqual(['staff.create', 'staff.sign_in']);
  });
});
