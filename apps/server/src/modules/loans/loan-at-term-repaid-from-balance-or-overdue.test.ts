import { LOAN_DAY_MS } from '@bourse/domain';
import { describe, expect, it, vi } from 'vitest';
import { inboxOf } from '../../testing/inbox.ts';
import { approvedLoan, borrower, loanSuite, ok } from '../../testing/loans.ts';
import { fund, wallet } from '../../testing/money.ts';
import { sweep } from './service.ts';

const suite = loanSuite();

/** The user's loan messages, newest first, as [title, body, link]. */
const loanInbox = async (token: string) =>
  (await inboxOf(suite.h, token, 'loan')).map((m) => [m.title, m.body, m.link]);
const approvedMessage = (id: number) => [
  'Loan approved',
  '1,000.00 USD has been paid into Balance.',
  `/loan/detail?id=${id}`,
];

describe('at term', () => {
  it('a loan Balance covers is repaid in full from Balance, and the user is told', async () => {
    const pushed = vi.spyOn(suite.h.ctx.push, 'publishPrivate');
    const u = await borrower(suite.h, '10');
    const id = await approvedLoan(suite.h, u.token, '1000.00', 7);
    suite.h.advance(7 * LOAN_DAY_MS);
    await sweep(suite.h.ctx);
    const loan = ok(await suite.h.call('loanDetail', { id }, { token: u.token }));
    // 7 days at 0.33: 2.31 of interest, so 1002.31 taken from 1010.00
    expect(loan).toMatchObject({ status: 'repaid', owed: '0.00', repaid: '1002.31', totalInterest: '2.31' });
    expect(loan.movements.at(-1)).toMatchObject({ kind: 'auto_repayment', amount: '1002.31' });
    expect((await wallet(suite.h, u.token, 'balance')).balance).toBe('7.69');
    expect(pushed).toHaveBeenCalledWith(
      u.user.id,
      'loan',
      expect.objectContaining({ kind: 'repaid', loanId: id, status: 'repaid', amount: '1002.31' }),
    );
    expect(await loanInbox(u.token)).toEqual([
      ['Loan repaid', 'Your loan was repaid in full from Balance at its term.', `/loan/detail?id=${id}`],
      approvedMessage(id),
    ]);
  });

  it('a loan Balance does not cover takes all of Balance, the rest is overdue and keeps accruing', async () => {
    const pushed = vi.spyOn(suite.h.ctx.push, 'publishPrivate');
    const u = await borrower(suite.h);
    const id = await approvedLoan(suite.h, u.token, '1000.00', 7);
    // the user moves 700 into Stock: at term only 300 is in Balance
    ok(await suite.h.call('transfer', { from: 'balance', to: 'stock', amount: '700' }, { token: u.token }));
    suite.h.advance(7 * LOAN_DAY_MS + 1000);
    await sweep(suite.h.ctx);
    const overdue = ok(await suite.h.call('loanDetail', { id }, { token: u.token }));
    // 2.31 of interest paid first, then 297.69 of principal: 702.31 left
    expect(overdue).toMatchObject({ status: 'overdue', principal: '702.31', interest: '0.00', repaid: '300.00' });
    expect((await wallet(suite.h, u.token, 'balance')).balance).toBe('0.00');
    expect(pushed).toHaveBeenCalledWith(
      u.user.id,
      'loan',
      expect.objectContaining({ kind: 'overdue', loanId: id, amount: '702.31' }),
    );
    expect(await loanInbox(u.token)).toEqual([
      [
        'Loan overdue',
        'Balance did not cover the loan at its term: what is left is overdue and keeps accruing interest. Repay it from the loan page.',
        `/loan/detail?id=${id}`,
      ],
      approvedMessage(id),
    ]);
    // the next day accrues on what is still owed: 702.31 × 0.12 / 365 = 0.2309… → 0.24
    suite.h.advance(LOAN_DAY_MS);
    await sweep(suite.h.ctx);
    expect(ok(await suite.h.call('loanDetail', { id }, { token: u.token })).interest).toBe('0.24');
    // the user repays the rest later
    await fund(suite.h, u.user.id, '800');
    const done = ok(await suite.h.call('loanRepay', { id }, { token: u.token }));
    expect(done).toMatchObject({ status: 'repaid', repaid: '1002.55', totalInterest: '2.55' });
  });

  it('a loan days past its term when the sweep first sees it posts its term’s days, settles, then the days since', async () => {
    const u = await borrower(suite.h, '5000');
    const id = await approvedLoan(suite.h, u.token, '1000.00', 7);
    suite.h.advance(10 * LOAN_DAY_MS);
    await sweep(suite.h.ctx);
    const loan = ok(await suite.h.call('loanDetail', { id }, { token: u.token }));
    expect(loan.status).toBe('repaid');
    expect(loan.movements.map((m) => m.day ?? m.kind)).toEqual(['disbursed', 1, 2, 3, 4, 5, 6, 7, 'auto_repayment']);
  });

  it('a 90-day loan swept every day keeps accruing past its 25th day (a day count × a day in ms overflowed int4 on PostgreSQL)', async () => {
    const u = await borrower(suite.h, '5000');
    const id = await approvedLoan(suite.h, u.token, '1000.00', 90);
    for (let day = 1; day <= 30; day++) {
      suite.h.advance(LOAN_DAY_MS);
      await sweep(suite.h.ctx);
    }
    const loan = ok(await suite.h.call('loanDetail', { id }, { token: u.token }));
    // 1000.00 × 0.12 / 365 = 0.3287… → 0.33 a day, thirty days posted
    expect(loan).toMatchObject({ status: 'active', totalInterest: '9.90' });
    expect(loan.movements.flatMap((m) => (m.day == null ? [] : [m.day]))).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });
});
