import { LOAN_DAY_MS } from '@bourse/domain';
import { describe, expect, it, vi } from 'vitest';
import { inboxOf } from '../../testing/inbox.ts';
import { borrower, loanSuite, ok } from '../../testing/loans.ts';
import { wallet } from '../../testing/money.ts';
import { staffToken } from '../../testing/staff.ts';
import { auditTrail } from '../audit/service.ts';
import { sweep } from './service.ts';

const suite = loanSuite();

describe('a loan from application to repayment', () => {
  it('is approved into Balance, accrues the quoted interest each day, and is repaid early in two steps', async () => {
    const pushed = vi.spyOn(suite.h.ctx.push, 'publishPrivate');
    const u = await borrower(suite.h, '20');
    const applied = ok(
      await suite.h.call('loanApply', { amount: '1000', termDays: 30, purpose: 'Stock' }, { token: u.token }),
    );

    // staff see it in the pending queue and approve it: 1000.00 into Balance from the house lending account
    const queue = ok(
      await suite.h.call('staffLoanList', { status: 'pending' }, { token: await staffToken(suite.h) }),
    ).data;
    expect(queue.map((l) => [l.id, l.userId])).toContainEqual([applied.id, u.user.id]);
    const approved = ok(
      await suite.h.call(
        'staffLoanApprove',
        { id: applied.id, note: 'Income checked' },
        { token: await staffToken(suite.h) },
      ),
    );
    expect(approved).toMatchObject({ status: 'active', principal: '1000.00', dailyInterest: '0.33', owed: '1000.00' });
    expect(approved.dueTimeTimestamp).toBe((approved.disburseTimeTimestamp ?? 0) + 30 * LOAN_DAY_MS);
    expect((await wallet(suite.h, u.token, 'balance')).balance).toBe('1020.00');
    const bill = ok(
      await suite.h.call('getWalletBill', { walletType: 'balance', timeZone: 'UTC' }, { token: u.token }),
    ).data;
    expect(bill[0]).toMatchObject({ type: 'loan', amount: '1000.00' });
    expect(pushed).toHaveBeenCalledWith(
      u.user.id,
      'loan',
      expect.objectContaining({ kind: 'approved', loanId: applied.id }),
    );
    const inbox = ok(await suite.h.call('messagePageList', {}, { token: u.token })).data;
    expect(inbox.find((m) => m.kind === 'loan')).toMatchObject({
      title: 'Loan approved',
      body: '1,000.00 USD has been paid into Balance.',
      link: `/loan/detail?id=${applied.id}`,
    });
    const trail = await auditTrail(suite.h.ctx.db, 'loan', applied.id);
    expect(trail.map((d) => [d.action, d.reason, d.beforeStatus, d.afterStatus])).toEqual([
      ['loan.approve', 'Income checked', 1, 3],
    ]);

    // nothing before a whole day has passed; then one posting per day however often the sweep runs
    suite.h.advance(LOAN_DAY_MS - 1);
    await sweep(suite.h.ctx);
    expect(ok(await suite.h.call('loanDetail', { id: applied.id }, { token: u.token })).interest).toBe('0.00');
    suite.h.advance(1 + 2 * LOAN_DAY_MS);
    await Promise.all([sweep(suite.h.ctx), sweep(suite.h.ctx), sweep(suite.h.ctx)]);
    await sweep(suite.h.ctx);
    const three = ok(await suite.h.call('loanDetail', { id: applied.id }, { token: u.token }));
    expect(three).toMatchObject({ interest: '0.99', owed: '1000.99', totalInterest: '0.99' });
    expect(three.movements.map((m) => [m.kind, m.amount, m.day])).toEqual([
      ['disbursed', '1000.00', null],
      ['interest', '0.33', 1],
      ['interest', '0.33', 2],
      ['interest', '0.33', 3],
    ]);
    // the fund overview shows the interest the loan cost: today's (one day ends today) and in all
    const overview = ok(await suite.h.call('getFundingOverview', { timeZone: 'UTC' }, { token: u.token }));
    expect(overview.totalInterest).toBe('-0.99');
    expect(['-0.33', '-0.66']).toContain(overview.dailyInterest);

    // repay 500.99: the interest first, then 500 of principal; the daily interest falls to 0.17
    const part = ok(await suite.h.call('loanRepay', { id: applied.id, amount: '500.99' }, { token: u.token }));
    expect(part).toMatchObject({ status: 'active', principal: '500.00', interest: '0.00', dailyInterest: '0.17' });
    expect((await wallet(suite.h, u.token, 'balance')).balance).toBe('519.01');
    suite.h.advance(LOAN_DAY_MS);
    await sweep(suite.h.ctx);

    // repay everything owed: no amount means all of it
    const done = ok(await suite.h.call('loanRepay', { id: applied.id }, { token: u.token }));
    expect(done).toMatchObject({ status: 'repaid', owed: '0.00', repaid: '1001.16', totalInterest: '1.16' });
    expect(done.movements.slice(-3).map((m) => [m.kind, m.amount, m.principalAfter, m.interestAfter])).toEqual([
      ['repayment', '500.99', '500.00', '0.00'],
      ['interest', '0.17', '500.00', '0.17'],
      ['repayment', '500.17', '0.00', '0.00'],
    ]);
    expect((await wallet(suite.h, u.token, 'balance')).balance).toBe('18.84');
    const bills = ok(
      await suite.h.call('getWalletBill', { walletType: 'balance', timeZone: 'UTC' }, { token: u.token }),
    ).data;
    expect(bills.slice(0, 2).map((b) => [b.type, b.amount])).toEqual([
      ['loan_repayment', '-500.17'],
      ['loan_repayment', '-500.99'],
    ]);
    // a repaid loan accrues nothing more and cannot be repaid again
    suite.h.advance(5 * LOAN_DAY_MS);
    await sweep(suite.h.ctx);
    expect(ok(await suite.h.call('loanDetail', { id: applied.id }, { token: u.token })).movements).toHaveLength(7);
    const again = await suite.h.call('loanRepay', { id: applied.id }, { token: u.token });
    expect([again.status, again.body.msg]).toEqual([422, 'This loan is already repaid']);
  });

  it('posts the days the sweep has not reached before a repayment, so a full repayment settles everything', async () => {
    const u = await borrower(suite.h, '50');
    const loan = ok(
      await suite.h.call('loanApply', { amount: '3650', termDays: 14, purpose: 'Tuition' }, { token: u.token }),
    );
    ok(await suite.h.call('staffLoanApprove', { id: loan.id }, { token: await staffToken(suite.h) }));
    suite.h.advance(2 * LOAN_DAY_MS + 5);
    const done = ok(await suite.h.call('loanRepay', { id: loan.id }, { token: u.token }));
    expect(done).toMatchObject({ status: 'repaid', repaid: '3652.40', totalInterest: '2.40' });
    expect((await wallet(suite.h, u.token, 'balance')).balance).toBe('47.60');
  });

  it('refuses to repay more than is owed or more than Balance holds, moving nothing', async () => {
    const u = await borrower(suite.h);
    const loan = ok(
      await suite.h.call('loanApply', { amount: '1000', termDays: 7, purpose: 'Trip' }, { token: u.token }),
    );
    ok(await suite.h.call('staffLoanApprove', { id: loan.id }, { token: await staffToken(suite.h) }));
    const tooMuch = await suite.h.call('loanRepay', { id: loan.id, amount: '1000.01' }, { token: u.token });
    expect([tooMuch.status, tooMuch.body.msg]).toEqual([422, 'The loan owes 1000.00; repay at most that']);
    ok(await suite.h.call('transfer', { from: 'balance', to: 'stock', amount: '600' }, { token: u.token }));
    const short = await suite.h.call('loanRepay', { id: loan.id }, { token: u.token });
    expect(short.status).toBe(422);
    expect(short.body.msg).toMatch(/Insufficient balance/);
    const bad = await suite.h.call('loanRepay', { id: loan.id, amount: '-5' }, { token: u.token });
    expect([bad.status, bad.body.msg]).toEqual([400, 'amount: must be greater than 0']);
    expect(ok(await suite.h.call('loanDetail', { id: loan.id }, { token: u.token })).movements).toHaveLength(1);
  });

  it('a rejection stores the reason the user sees, moves nothing, and a second decision is 409', async () => {
    const pushed = vi.spyOn(suite.h.ctx.push, 'publishPrivate');
    const u = await borrower(suite.h);
    const loan = ok(
      await suite.h.call('loanApply', { amount: '800', termDays: 14, purpose: 'Holiday' }, { token: u.token }),
    );
    const missing = await suite.h.call('staffLoanReject', { id: loan.id }, { token: await staffToken(suite.h) });
    expect([missing.status, missing.body.msg]).toEqual([400, 'reason: is required']);
    const rejected = ok(
      await suite.h.call(
        'staffLoanReject',
        { id: loan.id, reason: 'Income too low' },
        { token: await staffToken(suite.h) },
      ),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Income too low', principal: '0.00' });
    expect(pushed).toHaveBeenCalledWith(
      u.user.id,
      'loan',
      expect.objectContaining({ kind: 'rejected', reason: 'Income too low' }),
    );
    expect(await inboxOf(suite.h, u.token, 'loan')).toEqual([
      expect.objectContaining({
        kind: 'loan',
        title: 'Loan application rejected',
        body: 'Your application for 800.00 USD was not approved. Reason: Income too low.',
        link: `/loan/detail?id=${loan.id}`,
      }),
    ]);
    expect((await wallet(suite.h, u.token, 'balance')).balance).toBe('0.00');
    const twice = await suite.h.call('staffLoanApprove', { id: loan.id }, { token: await staffToken(suite.h) });
    expect(twice.status).toBe(409);
    expect((await suite.h.call('staffLoanApprove', { id: 999_999 }, { token: await staffToken(suite.h) })).status).toBe(
      404,
    );
    const repay = await suite.h.call('loanRepay', { id: loan.id }, { token: u.token });
    expect([repay.status, repay.body.msg]).toEqual([422, 'Only an active or overdue loan can be repaid']);
    // a rejected application is finished: the user may apply again
    expect(
      (await suite.h.call('loanApply', { amount: '500', termDays: 7, purpose: 'x' }, { token: u.token })).status,
    ).toBe(200);
  });
});
