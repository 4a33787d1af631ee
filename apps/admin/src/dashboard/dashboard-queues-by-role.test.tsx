import type { StaffRole } from '@bourse/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { fakeServer, signedInAs } from '../test/fake-server';

const dashboard = {
  queues: { deposits: 4, withdrawals: 3, kyc: 2, blockTrading: 1, loans: 5 },
  openPositions: 9,
  days: [],
};
const CARDS = [
  'Deposits to review',
  'Withdrawals to review',
  'Identities to review',
  'Block-trading requests',
  'Loan applications',
];

function openDashboardAs(role: StaffRole) {
  const me = signedInAs(role);
  fakeServer({ adminMe: () => me, staffDashboard: () => dashboard });
  render(
    <MemoryRouter initialEntries={['/']}>
      <App />
    </MemoryRouter>,
  );
}

/** The queue cards shown, each with the queue it opens. */
const shownQueues = async () => {
  await screen.findByText('Open positions');
  return CARDS.filter((label) => screen.queryByText(label)).map((label) => [
    label,
    screen.getByText(label).closest('a')?.getAttribute('href'),
  ]);
};

describe('the dashboard shows a role only the queues it may open', () => {
  it('compliance: identities and block trading, not the money queues', async () => {
    openDashboardAs('compliance');
    expect(await shownQueues()).toEqual([
      ['Identities to review', '/kyc'],
      ['Block-trading requests', '/blockTrading'],
    ]);
  });

  it('finance: deposits, withdrawals and loans', async () => {
    openDashboardAs('finance');
    expect((await shownQueues()).map(([label]) => label)).toEqual([
      'Deposits to review',
      'Withdrawals to review',
      'Loan applications',
    ]);
  });

  it('content: no queue at all, the open positions still', async () => {
    openDashboardAs('content');
    expect(await shownQueues()).toEqual([]);
    expect(screen.getByText('Open positions now')).toBeInTheDocument();
  });
});
