import { ReviewStatus } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { expectLedgerSound, wallet } from '../../testing/money.ts';
import { createStaffHarness, newStaffMember, PAY_PASSWORD, signUpPayer, staffToken } from '../../testing/staff.ts';
import { auditTrail } from '../audit/service.ts';

let h: Harness;
let admin: string;
let adminId: number;
let finance: { id: number; token: string };
beforeAll(async () => {
  h = await createStaffHarness({ FOUR_EYES_WITHDRAWAL_USD: '1000' });
  admin = await staffToken(h);
  adminId = (await h.call('adminMe', {}, { token: admin })).body.data.id;
  finance = await newStaffMember(h, 'finance');
});
afterAll(async () => {
  await expectLedgerSound(h);
  await h.close();
});

async function withdraw(token: string, amount: string) {
  const res = await h.call(
    'withdrawalApply',
    {
      amount,
      payPassword: PAY_PASSWORD,
      currency: 'USDT',
      network: 'TRC20',
      address: 'TWt7hbfzKVZmZYFD42Lrdy5XrhASAxPhUD',
    },
    { token },
  );
  if (res.status !== 200) throw new Error(`withdrawalApply: ${res.body.msg}`);
  return res.body.data as { id: number };
}
const inboxTitles = async (token: string) =>
  ((await h.call('messagePageList', { pageSize: 50 }, { token })).body.data?.data ?? []).map(
    (m: { title: string }) => m.title,
  );

describe('four eyes on withdrawals above the threshold', () => {
  it('the first approval is recorded and pays nothing; a different staff member’s approval pays; both are audited', async () => {
    const u = await signUpPayer(h, '5000');
    const w = await withdraw(u.token, '1500');
    const first = await h.call('staffWithdrawalApprove', { id: w.id, note: 'Checked the address' }, { token: admin });
    expect(first.body.data).toMatchObject({
      status: ReviewStatus.pending,
      approvals: 1,
      approvalsNeeded: 2,
      firstApproverId: adminId,
    });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '3500.00', usedBalance: '1500.00' });
    expect(await inboxTitles(u.token)).not.toContain('Withdrawal approved');

    const again = await h.call('staffWithdrawalApprove', { id: w.id }, { token: admin });
    expect(again.body).toEqual({
      code: 409,
      msg: 'You gave this withdrawal its first approval; a different staff member must give the second',
      data: null,
    });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '3500.00', usedBalance: '1500.00' });

    const second = await h.call('staffWithdrawalApprove', { id: w.id }, { token: finance.token });
    expect(second.body.data).toMatchObject({ status: ReviewStatus.completed, approvals: 2, approvalsNeeded: 2 });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '3500.00', usedBalance: '0.00' });
    expect(await inboxTitles(u.token)).toContain('Withdrawal approved');

    const trail = await auditTrail(h.ctx.db, 'withdrawal', w.id);
    expect(trail).toMatchObject([
      {
        actorId: adminId,
        action: 'withdrawal.approve_first',
        reason: 'Checked the address',
        beforeStatus: ReviewStatus.pending,
        afterStatus: ReviewStatus.pending,
      },
      {
        actorId: finance.id,
        action: 'withdrawal.approve',
        beforeStatus: ReviewStatus.pending,
        afterStatus: ReviewStatus.completed,
        detail: { approvals: 2, firstApproverId: adminId },
      },
    ]);
  });

  it('one approval pays a withdrawal at the threshold; one staff member may reject a large one after its first approval', async () => {
    const u = await signUpPayer(h, '5000');
    const atLimit = await withdraw(u.token, '1000');
    const paid = await h.call('staffWithdrawalApprove', { id: atLimit.id }, { token: finance.token });
    expect(paid.body.data).toMatchObject({ status: ReviewStatus.completed, approvals: 1, approvalsNeeded: 1 });

    const large = await withdraw(u.token, '2000');
    await h.call('staffWithdrawalApprove', { id: large.id }, { token: finance.token });
    const rejected = await h.call(
      'staffWithdrawalReject',
      { id: large.id, reason: 'Unusual' },
      { token: finance.token },
    );
    expect(rejected.body.data).toMatchObject({ status: ReviewStatus.failed, reason: 'Unusual' });
    expect(await wallet(h, u.token, 'balance')).toEqual({ balance: '4000.00', usedBalance: '0.00' });
    const list = (await h.call('staffWithdrawalList', { pageSize: 100 }, { token: admin })).body.data.data;
    expect(list.find((x: { id: number }) => x.id === large.id)).toMatchObject({ approvals: 1, approvalsNeeded: 2 });
  });

  it('a staff member gives no approval, first or second, to their own withdrawal', async () => {
    const u = await signUpPayer(h, '3000');
    const w = await withdraw(u.token, '2500');
    await h.ctx.db
      .updateTable('users')
      .set({ role: 'staff', staff_role: 'finance' })
      .where('id', '=', u.user.id)
      .execute();
    await h.call('staffWithdrawalApprove', { id: w.id }, { token: admin });
    const mine = await h.call('staffWithdrawalApprove', { id: w.id }, { token: u.token });
    // The owner's own session has no second factor yet: they are refused before the record is read.
    expect(mine.status).toBe(403);
    const trail = await auditTrail(h.ctx.db, 'withdrawal', w.id);
    expect(trail.map((d) => d.action)).toEqual(['withdrawal.approve_first']);
    await h.call('staffWithdrawalReject', { id: w.id, reason: 'Test over' }, { token: finance.token });
  });
});
