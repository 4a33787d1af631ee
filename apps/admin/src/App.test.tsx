import type { StaffRole, StaffSetting } from '@bourse/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { fakeServer, signedInAs } from './test/fake-server';

const setting: StaffSetting = {
  group: 'Fees',
  key: 'trading.feeRate',
  value: '0.001',
  defaultValue: '0.001',
  description: 'Trading fee',
  rule: 'from 0 to 0.05 with at most 6 decimals',
  editable: 1,
  changedAt: null,
};
const dashboard = {
  queues: { deposits: 0, withdrawals: 0, kyc: 0, blockTrading: 0, loans: 0 },
  openPositions: 0,
  days: [],
};

/** The back office signed in as `role`, opened at `path`. */
function openAs(role: StaffRole, path = '/') {
  const me = signedInAs(role);
  fakeServer({ adminMe: () => me, staffDashboard: () => dashboard, staffSettings: () => [setting] });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

const menu = async () => within(await screen.findByRole('menu'));

describe('the back office shows each role only what it may do', () => {
  it('finance sees its queues, the ledger and the offerings, and no staff, settings, identity or news', async () => {
    openAs('finance');
    const m = await menu();
    for (const item of ['Deposits', 'Withdrawals', 'Loans', 'Ledger', 'IPO calendar', 'Institutions', 'Robots']) {
      expect(await m.findByText(item)).toBeInTheDocument();
    }
    for (const item of ['Staff', 'Settings', 'Identity (KYC)', 'News', 'Audit log']) {
      expect(m.queryByText(item)).not.toBeInTheDocument();
    }
  });

  it('content sees the news desk only', async () => {
    openAs('content');
    const m = await menu();
    expect(await m.findByText('News')).toBeInTheDocument();
    for (const item of ['Deposits', 'Users', 'IPO calendar', 'Staff', 'Settings']) {
      expect(m.queryByText(item)).not.toBeInTheDocument();
    }
  });

  it('an admin sees staff and settings, and may change a setting', async () => {
    openAs('admin', '/settings');
    const m = await menu();
    expect(await m.findByText('Staff')).toBeInTheDocument();
    const row = await screen.findByTestId('setting-trading.feeRate');
    expect(within(row).getByRole('button', { name: 'Change' })).toBeInTheDocument();
  });
});
