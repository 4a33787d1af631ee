import type { AdminMe } from '@bourse/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { fakeServer, type Request, signedInAs } from '../test/fake-server';

const withdrawal = (id: number, channel: 'bank' | 'crypto') => ({
  id,
  channel,
  amount: '1200.00',
  fee: '2.00',
  currency: channel === 'bank' ? 'USD' : 'USDT',
  bankName: channel === 'bank' ? 'City Bank' : null,
  bankAccountName: channel === 'bank' ? 'Ana Lima' : null,
  cardNo: channel === 'bank' ? '**** **** **** 4242' : null,
  network: channel === 'crypto' ? 'TRC20' : null,
  address: channel === 'crypto' ? 'TXexample' : null,
  status: 1,
  statusLabel: 'Pending',
  reason: '',
  createTimeTimestamp: 1,
  reviewTimeTimestamp: null,
  userId: 3,
  userLoginId: 'ana',
  email: 'ana@example.com',
  approvals: 0,
  approvalsNeeded: 1,
  firstApproverId: null,
});
const page = (data: unknown[]) => ({ data, pageNo: 1, totalPage: 1, total: data.length });

/** The withdrawal queue (a card payout and a crypto one) for `me`; the reveal answers the full number. */
function openQueue(me: AdminMe) {
  const requests = fakeServer({
    adminMe: () => me,
    staffWithdrawalList: () => page([withdrawal(31, 'bank'), withdrawal(32, 'crypto')]),
    staffWithdrawalRevealCard: () => ({ cardNumber: '4111 1111 1111 4242' }),
  });
  render(
    <MemoryRouter initialEntries={['/withdrawals']}>
      <App />
    </MemoryRouter>,
  );
  return requests;
}
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const reveals = (requests: Request[]) => requests.filter((r) => r.path === '/admin/withdrawal/revealCard');

describe('revealing the card of a withdrawal for its payout', () => {
  it('asks first, saying the reveal is audited, shows the full number, and forgets it when the dialog closes', async () => {
    const requests = openQueue(signedInAs('finance'));
    const cardRow = await rowOf('City Bank **** **** **** 4242');
    fireEvent.click(await within(cardRow).findByRole('button', { name: 'Reveal card' }));
    expect(within(await rowOf('USDT TRC20 TXexample')).queryByRole('button', { name: 'Reveal card' })).toBeNull();
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Each reveal is written to the audit log/)).toBeInTheDocument();
    expect(reveals(requests)).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByTestId('revealed-card')).toHaveTextContent('4111 1111 1111 4242');
    expect(reveals(requests).map((r) => r.body)).toEqual([{ id: 31 }]);

    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('4111 1111 1111 4242')).not.toBeInTheDocument();
    // Opened again, it asks again and calls again (another audited reveal): nothing was kept.
    fireEvent.click(within(await rowOf('City Bank **** **** **** 4242')).getByRole('button', { name: 'Reveal card' }));
    dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByTestId('revealed-card')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('is not offered to a role that may review withdrawals but not reveal cards', async () => {
    const me = signedInAs('finance');
    openQueue({ ...me, permissions: me.permissions.filter((p) => p !== 'withdrawals.revealCard') });
    const cardRow = await rowOf('City Bank **** **** **** 4242');
    expect(within(cardRow).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(cardRow).queryByRole('button', { name: 'Reveal card' })).toBeNull();
  });
});
