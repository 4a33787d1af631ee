import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness.ts';
import { approvedLoan, borrower, LOAN_TEST_ENV, ok } from '../../testing/loans.ts';
import { wallet } from '../../testing/money.ts';
import { verifyIdentity } from '../../testing/kyc.ts';
import { createStaffHarness, newStaffMember, staffToken } from '../../testing/staff.ts';
import { auditTrail } from '../audit/service.ts';

let h: Harness;
beforeAll(async () => {
  h = await createStaffHarness(LOAN_TEST_ENV);
});
afterAll(() => h.close());

describe('who may see and touch a loan', () => {
  it('another user’s loan is 404, the same answer as a missing one, and nothing moves', async () => {
    const owner = await borrower(h);
    const other = await borrower(h, '5000');
    const id = await approvedLoan(h, owner.token);
    for (const call of [
      h.call('loanDetail', { id }, { token: other.token }),
      h.call('loanRepay', { id }, { token: other.token }),
      h.call('loanRepay', { id, amount: '10' }, { token: other.token }),
      h.call('loanDetail', { id: 987_654 }, { token: other.token }),
    ]) {
      const res = await call;
      expect([res.status, res.body.msg]).toEqual([404, 'Loan not found']);
    }
    expect(ok(await h.call('loanList', {}, { token: other.token })).data).toEqual([]);
    expect((await wallet(h, other.token, 'balance')).balance).toBe('5000.00');
    expect(ok(await h.call('loanDetail', { id }, { token: owner.token })).owed).toBe('1000.00');
  });

  it('every loan call needs a login (401)', async () => {
    for (const [name, input] of [
      ['loanTerms', {}],
      ['loanQuote', { amount: '1000', termDays: 30 }],
      ['loanApply', { amount: '1000', termDays: 30, purpose: 'x' }],
      ['loanList', {}],
      ['loanDetail', { id: 1 }],
      ['loanRepay', { id: 1 }],
      ['staffLoanList', {}],
      ['staffLoanApprove', { id: 1 }],
      ['staffLoanReject', { id: 1, reason: 'no' }],
    ] as const) {
      expect((await h.call(name, input)).status, name).toBe(401);
    }
  });

  it('the staff calls are 403 to users, and a user cannot approve their own application', async () => {
    const u = await borrower(h);
    const loan = ok(await h.call('loanApply', { amount: '300', termDays: 7, purpose: 'x' }, { token: u.token }));
    for (const [name, input] of [
      ['staffLoanList', {}],
      ['staffLoanApprove', { id: loan.id }],
      ['staffLoanReject', { id: loan.id, reason: 'no' }],
    ] as const) {
      expect((await h.call(name, input, { token: u.token })).status, name).toBe(403);
    }
    expect(ok(await h.call('loanDetail', { id: loan.id }, { token: u.token })).status).toBe('pending');
  });

  it('staff never review their own account’s loan (403, nothing moves, nothing audited); a colleague may', async () => {
    const desk = await newStaffMember(h, 'finance');
    // Staff borrow like anyone, their identity verified by another desk.
    await verifyIdentity(h, desk.token, (await newStaffMember(h, 'compliance')).token);
    const loan = ok(await h.call('loanApply', { amount: '400', termDays: 7, purpose: 'x' }, { token: desk.token }));
    for (const [name, input] of [
      ['staffLoanApprove', { id: loan.id }],
      ['staffLoanReject', { id: loan.id, reason: 'Mine' }],
    ] as const) {
      const res = await h.call(name, input, { token: desk.token });
      expect(res.body, name).toEqual({ code: 403, msg: 'You may not review your own loan', data: null });
    }
    expect(ok(await h.call('loanDetail', { id: loan.id }, { token: desk.token })).status).toBe('pending');
    expect((await wallet(h, desk.token, 'balance')).balance).toBe('0.00');
    expect(await auditTrail(h.ctx.db, 'loan', loan.id)).toEqual([]);

    const colleague = (await newStaffMember(h, 'finance')).token;
    ok(await h.call('staffLoanApprove', { id: loan.id }, { token: colleague }));
    expect((await wallet(h, desk.token, 'balance')).balance).toBe('400.00');
    expect((await auditTrail(h.ctx.db, 'loan', loan.id)).map((d) => d.action)).toEqual(['loan.approve']);
  });

  it('validates the detail and repay ids (400)', async () => {
    const u = await borrower(h);
    const res = await h.call('loanDetail', { id: 0 }, { token: u.token });
    expect([res.status, res.body.msg]).toEqual([400, 'id: must be greater than 0']);
    const missing = await h.call('loanRepay', {} as never, { token: u.token });
    expect([missing.status, missing.body.msg]).toEqual([400, 'id: is required']);
  });

  it.each([
    ['loanList', 'closed'],
    ['loanList', 'Active'],
    ['loanList', 3],
    ['staffLoanList', 'approved'],
    ['staffLoanList', ''],
  ] as const)('%s refuses the status filter %j with 400 naming the field', async (name, status) => {
    const token = name === 'staffLoanList' ? await staffToken(h) : (await borrower(h)).token;
    const res = await h.call(name, { status } as never, { token });
    expect([res.status, res.body.msg]).toEqual([
      400,
      'status: must be one of pending, rejected, active, overdue, repaid',
    ]);
  });
});
