import type { Loan } from '@bourse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedLoan, borrower, loanSuite, ok } from '../../testing/loans.ts';
import { staffToken } from '../../testing/staff.ts';

/**
 * `POST /loan/pageList` filters by phase on the server (docs/decisions.md, Loans): `open` answers the user's
 * unfinished loan, `finished` the repaid and rejected ones, newest first and paged like every list (docs/design.md
 * §3), counting only what matches; another user's loans never appear; a bad value is 400 naming the field.
 */
const suite = loanSuite();

describe('the loan list filtered by phase on the server', () => {
  /** One user's rejected, repaid and running loans, oldest first, and another user's rejected and running ones. */
  const mine = { token: '', rejected: 0, repaid: 0, active: 0 };
  const theirs = { token: '', rejected: 0, active: 0 };

  beforeAll(async () => {
    const { h } = suite;
    const staff = await staffToken(h);
    const rejectedLoan = async (token: string) => {
      const loan = ok(await h.call('loanApply', { amount: '700', termDays: 14, purpose: 'A car' }, { token }));
      ok(await h.call('staffLoanReject', { id: loan.id, reason: 'Income too low' }, { token: staff }));
      return loan.id;
    };
    const me = await borrower(h, '500');
    mine.token = me.token;
    mine.rejected = await rejectedLoan(me.token);
    mine.repaid = await approvedLoan(h, me.token, '300.00', 7);
    // Repaid at once from Balance (no loan day has ended: nothing accrued).
    expect(ok(await h.call('loanRepay', { id: mine.repaid }, { token: me.token })).status).toBe('repaid');
    mine.active = await approvedLoan(h, me.token, '1000.00', 30);

    const other = await borrower(h);
    theirs.token = other.token;
    theirs.rejected = await rejectedLoan(other.token);
    theirs.active = await approvedLoan(h, other.token, '2000.00', 90);
  });

  const list = async (token: string, input: Record<string, unknown>) => {
    const res = await suite.h.call('loanList', input as never, { token });
    return ok(res) as { data: Loan[]; pageNo: number; totalPage: number; total: number };
  };
  const ids = (page: { data: Loan[] }) => page.data.map((l) => l.id);

  it('phase finished answers only the repaid and rejected loans, newest first, counted alone', async () => {
    const page = await list(mine.token, { phase: 'finished' });
    expect(ids(page)).toEqual([mine.repaid, mine.rejected]);
    expect(page.data.map((l) => l.status)).toEqual(['repaid', 'rejected']);
    expect([page.pageNo, page.totalPage, page.total]).toEqual([1, 1, 2]);
  });

  it('phase open answers only the unfinished loan', async () => {
    const page = await list(mine.token, { phase: 'open', pageNo: 1, pageSize: 1 });
    expect(page.data.map((l) => [l.id, l.status])).toEqual([[mine.active, 'active']]);
    expect([page.totalPage, page.total]).toEqual([1, 1]);
    // Without a phase: every loan of the user, as before.
    expect(ids(await list(mine.token, {}))).toEqual([mine.active, mine.repaid, mine.rejected]);
  });

  it('pages the filtered loans as the other lists do: pageNo from 1, pageSize, totalPage and total of the filter', async () => {
    const first = await list(mine.token, { phase: 'finished', pageNo: 1, pageSize: 1 });
    const second = await list(mine.token, { phase: 'finished', pageNo: 2, pageSize: 1 });
    const third = await list(mine.token, { phase: 'finished', pageNo: 3, pageSize: 1 });
    expect([ids(first), ids(second), ids(third)]).toEqual([[mine.repaid], [mine.rejected], []]);
    expect([first.pageNo, first.totalPage, first.total]).toEqual([1, 2, 2]);
    expect([second.pageNo, second.totalPage, second.total]).toEqual([2, 2, 2]);
  });

  it('sorts as asked, within the phase (the list takes the queue sort of the staff list)', async () => {
    expect(ids(await list(mine.token, { sort: 'amount', order: 'asc' }))).toEqual([
      mine.repaid,
      mine.rejected,
      mine.active,
    ]);
    expect(ids(await list(mine.token, { phase: 'finished', sort: 'amount', order: 'desc' }))).toEqual([
      mine.rejected,
      mine.repaid,
    ]);
  });

  it('never answers another user’s loans, whatever the phase', async () => {
    for (const phase of ['open', 'finished', undefined]) {
      const input = phase === undefined ? {} : { phase };
      const seen = [...ids(await list(mine.token, input)), ...ids(await list(theirs.token, input))];
      expect(new Set(seen).size, `phase ${phase}`).toBe(seen.length);
    }
    expect(ids(await list(theirs.token, { phase: 'open' }))).toEqual([theirs.active]);
    expect(ids(await list(theirs.token, { phase: 'finished' }))).toEqual([theirs.rejected]);
    // A third user with no loan sees none.
    const stranger = await borrower(suite.h);
    for (const phase of ['open', 'finished']) {
      expect(await list(stranger.token, { phase })).toEqual({ data: [], pageNo: 1, totalPage: 0, total: 0 });
    }
  });

  it('combines with the status filter: both must hold', async () => {
    expect(ids(await list(mine.token, { phase: 'finished', status: 'rejected' }))).toEqual([mine.rejected]);
    expect(ids(await list(mine.token, { phase: 'open', status: 'rejected' }))).toEqual([]);
  });

  it.each(['closed', 'Open', 'past', '', 1, true])(
    'refuses the phase %j with 400 naming the field and its values, and answers no loan',
    async (phase) => {
      const res = await suite.h.call('loanList', { phase } as never, { token: mine.token });
      expect(res.body).toEqual({ code: 400, msg: 'phase: must be one of open, finished', data: null });
      expect(res.status).toBe(400);
    },
  );
});
