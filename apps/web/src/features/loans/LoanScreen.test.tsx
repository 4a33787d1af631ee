import type { Loan, LoanDetail, LoanQuote, LoanTerms } from '@bourse/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStore } from '../../settings/language';
import { page } from '../../test/money-fixtures';
import { renderApp, testUser } from '../../test/render-app';

const verified = () => testUser({ kycStatus: 3 });

const terms: LoanTerms = {
  minAmount: '100.00',
  maxAmount: '50000.00',
  annualRate: '0.12',
  termDays: [7, 14, 30, 90, 180],
};

const quote: LoanQuote = {
  amount: '1000.00',
  termDays: 30,
  annualRate: '0.12',
  dailyInterest: '0.33',
  totalInterest: '9.90',
  totalRepayment: '1009.90',
};

const loan = (over: Partial<Loan> = {}): Loan => ({
  id: 3,
  amount: '1000.00',
  termDays: 30,
  purpose: 'Rent',
  annualRate: '0.12',
  status: 'active',
  reason: '',
  principal: '1000.00',
  interest: '0.99',
  owed: '1000.99',
  dailyInterest: '0.33',
  totalInterest: '0.99',
  repaid: '0.00',
  createTimeTimestamp: Date.UTC(2026, 10, 20, 9),
  reviewTimeTimestamp: Date.UTC(2026, 10, 20, 10),
  disburseTimeTimestamp: Date.UTC(2026, 10, 20, 10),
  dueTimeTimestamp: Date.UTC(2026, 11, 20, 10),
  closeTimeTimestamp: null,
  ...over,
});

const detail = (over: Partial<LoanDetail> = {}): LoanDetail => ({
  ...loan(),
  movements: [
    {
      id: 1,
      kind: 'disbursed',
      amount: '1000.00',
      day: null,
      principalAfter: '1000.00',
      interestAfter: '0.00',
      createTimeTimestamp: Date.UTC(2026, 10, 20, 10),
    },
    {
      id: 2,
      kind: 'interest',
      amount: '0.33',
      day: 1,
      principalAfter: '1000.00',
      interestAfter: '0.33',
      createTimeTimestamp: Date.UTC(2026, 10, 21, 10),
    },
  ],
  ...over,
});

/**
 * The server's /loan/pageList over `loans`: filtered by phase (`open`: pending, active, overdue; `finished`: the rest)
 * and paged, as the server does it, so a test sees only what the screen asked for.
 */
const loanServer =
  (loans: Loan[]) => (input: { phase?: 'open' | 'finished' | undefined; pageNo?: unknown; pageSize?: unknown }) => {
    const pageNo = Number(input.pageNo ?? 1);
    const pageSize = Number(input.pageSize ?? 15);
    const isOpen = (l: Loan) => ['pending', 'active', 'overdue'].includes(l.status);
    const matching = loans.filter((l) => input.phase === undefined || isOpen(l) === (input.phase === 'open'));
    return page(
      matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageNo,
      Math.ceil(matching.length / pageSize),
    );
  };

/** The figure a row of a figure list (the quote, the loan record) shows beside its name. */
const figure = (list: HTMLElement, name: string) => within(list).getByText(name).nextElementSibling?.textContent;

describe('/loan', () => {
  it('states the rate, daily interest and total cost before the application, then confirms and sends it', async () => {
    const app = renderApp('/loan', {
      user: verified(),
      handlers: {
        loanTerms: () => terms,
        loanList: () => page<Loan>([]),
        loanQuote: () => quote,
        loanApply: () => loan({ status: 'pending' }),
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('radio', { name: '30 days' }));
    fireEvent.change(screen.getByLabelText('Purpose'), { target: { value: 'Rent' } });
    const figures = screen.getByLabelText('What this loan costs');
    await waitFor(() => expect(figure(figures, 'Total to repay at term')).toBe('1,009.90 USD'));
    expect(app.call).toHaveBeenCalledWith('loanQuote', { amount: '1000', termDays: 30 }, expect.anything());
    expect(figure(figures, 'Annual rate')).toBe('12%');
    expect(figure(figures, 'Daily interest')).toBe('0.33 USD');
    expect(figure(figures, 'Total interest')).toBe('9.90 USD');
    expect(app.call).not.toHaveBeenCalledWith('loanApply', expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1,000.00 USD for 30 days at 12% a year: 1,009.90 USD to repay at term.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(app.call).toHaveBeenCalledWith('loanApply', { amount: '1000', termDays: 30, purpose: 'Rent' }),
    );
  });

  it('writes a rate of 12.5 % with the language’s decimal sign (12,5% in Indonesian)', async () => {
    await languageStore.set('id');
    try {
      renderApp('/loan', {
        user: verified(),
        handlers: { loanTerms: () => ({ ...terms, annualRate: '0.125' }), loanList: () => page<Loan>([]) },
      });
      expect(await screen.findByText(/^Bunga tahunan 12,5%\./)).toBeVisible();
    } finally {
      await languageStore.set(null);
    }
  });

  it('refuses an amount below the smallest loan before asking for a quote', async () => {
    const app = renderApp('/loan', {
      user: verified(),
      handlers: { loanTerms: () => terms, loanList: () => page<Loan>([]), loanQuote: () => quote },
    });
    expect(await screen.findByText('From 100.00 to 50,000.00 USD')).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await new Promise((r) => setTimeout(r, 400)); // past the quote's debounce
    expect(app.call).not.toHaveBeenCalledWith('loanQuote', expect.anything(), expect.anything());
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('while a loan runs shows it once, in its own card with no divider, and lists only the past loans beneath', async () => {
    const loans = [loan(), loan({ id: 2, status: 'rejected', reason: 'Income too low', owed: '0.00', termDays: 7 })];
    const app = renderApp('/loan', {
      user: verified(),
      handlers: {
        loanTerms: () => terms,
        loanList: loanServer(loans),
        loanDetail: () => detail(),
      },
    });
    const open = await screen.findByRole('region', { name: 'Your loan' });
    expect(open).toHaveTextContent('Your loan is running. One loan at a time');
    expect(screen.queryByRole('region', { name: 'Apply for a loan' })).toBeNull();
    const active = within(open).getByTestId('loan-row');
    expect(active).toHaveTextContent('1,000.00 USD');
    expect(active).toHaveTextContent('Active');
    expect(active).toHaveTextContent('Owes 1,000.99 USD');
    // the card's own row: no row divider of the list inside the card
    expect(active).toHaveClass('loan-row-in-card');

    // the running loan is not repeated beneath: only the past ones are
    const past = await screen.findByRole('list', { name: 'Past loans' });
    expect(within(past).getAllByTestId('loan-row')).toHaveLength(1);
    expect(screen.getAllByTestId('loan-row')).toHaveLength(2);
    const rejected = within(past).getByTestId('loan-row');
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('7 days');
    expect(rejected).not.toHaveTextContent('Owes');
    expect(rejected).not.toHaveClass('loan-row-in-card');

    // The server filters both: the card asks for the unfinished loan, the list for the finished ones, paged.
    expect(app.call).toHaveBeenCalledWith('loanList', { phase: 'open', pageNo: 1, pageSize: 1 }, expect.anything());
    expect(app.call).toHaveBeenCalledWith(
      'loanList',
      { phase: 'finished', pageNo: 1, pageSize: 15 },
      expect.anything(),
    );
    const listCalls = app.call.mock.calls.filter(([name]) => name === 'loanList');
    expect(listCalls.map(([, input]) => (input as { phase?: string }).phase)).not.toContain(undefined);

    fireEvent.click(active);
    await waitFor(() => expect(app.router.state.location.search).toBe('?id=3'));
    expect(app.router.state.location.pathname).toBe('/loan/detail');
  });

  it('with only the running loan says there are no past loans rather than listing it again', async () => {
    renderApp('/loan', {
      user: verified(),
      handlers: { loanTerms: () => terms, loanList: loanServer([loan({ status: 'pending' })]) },
    });
    const open = await screen.findByRole('region', { name: 'Your loan' });
    expect(within(open).getByTestId('loan-row')).toHaveTextContent('Pending review');
    expect(await screen.findByText('No repaid or rejected loans yet.')).toBeVisible();
    expect(screen.getAllByTestId('loan-row')).toHaveLength(1);
  });
});

describe('/loan, past loans', () => {
  it('asks the server for the finished loans a page of 15 at a time and lists them under the application when none is open', async () => {
    // 16 finished loans: one more than a page of 15, so the second page comes from the server too.
    const finished = Array.from({ length: 16 }, (_, i) =>
      loan({ id: 100 - i, status: i % 2 ? 'rejected' : 'repaid', owed: '0.00', principal: '0.00', interest: '0.00' }),
    );
    const app = renderApp('/loan', {
      user: verified(),
      handlers: { loanTerms: () => terms, loanList: loanServer(finished), loanQuote: () => quote },
    });
    expect(await screen.findByRole('region', { name: 'Apply for a loan' })).toBeVisible();
    const past = await screen.findByRole('list', { name: 'Past loans' });
    await waitFor(() => expect(within(past).getAllByTestId('loan-row')).toHaveLength(15));
    expect(screen.queryByRole('region', { name: 'Your loan' })).toBeNull();
    expect(app.call).toHaveBeenCalledWith(
      'loanList',
      { phase: 'finished', pageNo: 1, pageSize: 15 },
      expect.anything(),
    );
  });
});

describe('/loan/detail', () => {
  const detailApp = (repaid: () => LoanDetail) => {
    let current = detail();
    const app = renderApp('/loan/detail?id=3', {
      user: verified(),
      handlers: {
        loanDetail: () => current,
        getWalletBalance: () => ({ balance: '2000.00', usedBalance: '0.00' }),
        loanRepay: () => {
          current = repaid();
          return current;
        },
      },
    });
    return app;
  };

  it('shows the figures and every movement, and repays part after confirming what leaves Balance', async () => {
    const app = detailApp(() => detail({ principal: '500.99', interest: '0.00', owed: '500.99', repaid: '500.00' }));
    expect(await screen.findByTestId('loan-owed')).toHaveTextContent('1,000.99 USD');
    // newest first: what moved and by how much
    const movements = screen.getAllByTestId('loan-movement');
    expect(movements.map((m) => Array.from(m.firstElementChild?.children ?? [], (c) => c.textContent))).toEqual([
      ['Interest, day 1', '0.33'],
      ['Paid into Balance', '1,000.00'],
    ]);
    expect(await screen.findByText('Balance: 2,000.00 USD. Interest is repaid first, then principal.')).toBeVisible();

    // more than it owes is refused before asking
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to repay' }), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Repay' }));
    expect(await screen.findByText('The loan owes 1,000.99 USD')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to repay' }), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Repay' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('500.00 USD leaves Balance for this loan.');
    expect(app.call).not.toHaveBeenCalledWith('loanRepay', expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Repay' }));
    await waitFor(() => expect(app.call).toHaveBeenCalledWith('loanRepay', { id: 3, amount: '500' }));
    expect(await screen.findByText('Repayment received')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('loan-owed')).toHaveTextContent('500.99 USD'));
  });

  it('repays everything after confirming, then shows the loan repaid without the repayment form', async () => {
    const app = detailApp(() =>
      detail({ status: 'repaid', principal: '0.00', interest: '0.00', owed: '0.00', repaid: '1000.99' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Repay all' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Everything the loan owes, 1,000.99 USD (and any day that has just ended), leaves Balance.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // the dialog fades out (and may stay in the page, hidden): give a loaded machine time
    await waitFor(() => expect(within(dialog).getByText('Repay from Balance?')).not.toBeVisible(), { timeout: 5000 });
    expect(app.call).not.toHaveBeenCalledWith('loanRepay', expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Repay all' }));
    // the new dialog comes last (the first may still be in the page, hidden)
    await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toBeVisible());
    fireEvent.click(within(screen.getAllByRole('dialog').at(-1)!).getByRole('button', { name: 'Repay' }));
    await waitFor(() => expect(app.call).toHaveBeenCalledWith('loanRepay', { id: 3 }));
    expect(await screen.findByText('Loan repaid')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Repay from Balance' })).toBeNull());
    expect(screen.getByTestId('loan-owed')).toHaveTextContent('0.00 USD');
  });
});
