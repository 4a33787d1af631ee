import type { StaffRole } from '@bourse/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { fakeServer, type Request, signedInAs } from '../test/fake-server';

const deposit = (id: number, channel: 'bank' | 'crypto', currency: string, amount: string) => ({
  id,
  channel,
  amount,
  currency,
  network: channel === 'crypto' ? 'BTC' : null,
  address: channel === 'crypto' ? 'bc1qexample' : null,
  txHash: channel === 'crypto' ? 'f00d' : null,
  credentialUrl: null,
  creditedAmount: null,
  status: 1,
  statusLabel: 'Pending',
  reason: '',
  referenceCode: `REF${id}`,
  bank: null,
  createTimeTimestamp: 1,
  reviewTimeTimestamp: null,
  userId: 3,
  userLoginId: 'ana',
  email: 'ana@example.com',
});
const btc = deposit(21, 'crypto', 'BTC', '0.015');
const bank = deposit(22, 'bank', 'USD', '80.00');
const page = (data: unknown[]) => ({ data, pageNo: 1, totalPage: 1, total: data.length });

/** The deposit queue signed in as `role`; approving answers the deposit completed with what was sent as credited. */
async function openQueue(role: StaffRole = 'finance') {
  const me = signedInAs(role);
  const requests: Request[] = fakeServer({
    adminMe: () => me,
    staffDepositList: () => page([btc, bank]),
    staffDepositApprove: (body) => {
      const { id, creditedAmount } = body as { id: number; creditedAmount?: string };
      const row = id === btc.id ? btc : bank;
      return { ...row, status: 2, statusLabel: 'Completed', creditedAmount: creditedAmount ?? row.amount };
    },
  });
  render(
    <MemoryRouter initialEntries={['/deposits']}>
      <App />
    </MemoryRouter>,
  );
  return requests;
}

const approveIn = async (reference: string) => {
  const row = (await screen.findByText(reference)).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
  return screen.findByRole('dialog');
};
const approvals = (requests: Request[]) => requests.filter((r) => r.path === '/admin/recharge/approve');

describe('approving a crypto deposit from the queue asks for the USD it credits', () => {
  it('refuses to send a BTC approval without a valid USD amount, then sends the exact decimal string typed', async () => {
    const requests = await openQueue();
    const dialog = within(await approveIn('REF21'));
    const amount = dialog.getByLabelText(/Credited to Balance \(USD\)/);

    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('creditedAmount: is required');
    fireEvent.change(amount, { target: { value: '1,520.35' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'creditedAmount: must be a positive decimal number such as "100.50"',
    );
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('creditedAmount: must be greater than 0');
    expect(approvals(requests)).toEqual([]);

    fireEvent.change(amount, { target: { value: ' 1520.35 ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Approved deposit #21 .*: 1520.35 USD credited/)).toBeInTheDocument();
    expect(approvals(requests).map((r) => r.body)).toEqual([{ id: 21, creditedAmount: '1520.35' }]);
  });

  it('asks nothing more for a bank deposit, which is credited as declared', async () => {
    const requests = await openQueue();
    const dialog = within(await approveIn('REF22'));
    expect(dialog.queryByLabelText(/Credited to Balance/)).not.toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(approvals(requests).map((r) => r.body)).toEqual([{ id: 22 }]));
  });
});
