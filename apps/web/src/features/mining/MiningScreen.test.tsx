import type { MiningInfo, MiningSession } from '@bourse/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStore } from '../../settings/language';
import { page } from '../../test/money-fixtures';
import { renderApp, testUser } from '../../test/render-app';

const source = (over: Partial<MiningInfo['rules']['sources'][number]>) => ({
  source: 'checkin' as const,
  label: 'Daily check-in',
  energy: 10,
  dailyCap: 10,
  once: false,
  perVolume: null,
  earnedToday: 0,
  earned: false,
  ...over,
});

const info = (over: Partial<MiningInfo> = {}): MiningInfo => ({
  energy: 0,
  checkedInToday: false,
  rules: {
    sources: [
      source({}),
      source({ source: 'first_deposit', label: 'First deposit', energy: 50, dailyCap: 50, once: true }),
      source({
        source: 'trading_volume',
        label: 'Trading volume',
        energy: 1,
        dailyCap: 50,
        perVolume: '1000.00',
      }),
    ],
    energyPerMinute: 1,
    sessionMinutes: 60,
    rewardPerEnergy: '0.01',
    dailyBudget: '100.00',
  },
  budget: { paidToday: '12.00', remainingToday: '88.00' },
  session: null,
  ...over,
});

const session = (over: Partial<MiningSession> = {}): MiningSession => ({
  id: 7,
  state: 'mining',
  stateLabel: 'Mining',
  energy: 10,
  reward: '0.10',
  startedAt: Date.now(),
  endsAt: Date.now() + 600_000,
  settledAt: null,
  note: 'Insufficient energy, stop mining',
  ...over,
});

describe('/mining', () => {
  it('shows the published rules, the budget left today and the records with their states', async () => {
    renderApp('/mining', {
      user: testUser(),
      handlers: {
        miningInfo: () => info(),
        miningRecords: () =>
          page([
            session({ id: 2, state: 'failed', stateLabel: 'failed', note: 'Mining failed' }),
            session({ id: 1, state: 'successful', stateLabel: 'successful', note: '' }),
          ]),
      },
    });
    expect(await screen.findByTestId('mining-energy')).toHaveTextContent('0');
    expect(screen.getByTestId('source-checkin')).toHaveTextContent('+10');
    expect(screen.getByTestId('source-first_deposit')).toHaveTextContent('Once per account');
    expect(screen.getByTestId('source-trading_volume')).toHaveTextContent('+1 per 1,000.00 USD');
    expect(screen.getByTestId('mining-budget')).toHaveTextContent(
      '100.00 USD a day for everyone · 88.00 USD left today',
    );
    expect(screen.getByRole('button', { name: 'No energy yet' })).toBeDisabled();
    const rows = await screen.findAllByTestId('mining-record');
    expect(within(rows[0]!).getByText('failed')).toBeVisible();
    expect(within(rows[0]!).getByText('Mining failed')).toBeVisible();
    expect(within(rows[1]!).getByText('successful')).toBeVisible();
  });

  it('checks in, then starts a session after confirming what it spends and pays', async () => {
    let current = info();
    const calls: string[] = [];
    renderApp('/mining', {
      user: testUser(),
      handlers: {
        miningInfo: () => current,
        miningRecords: () => page<MiningSession>([]),
        miningCheckIn: () => {
          calls.push('checkIn');
          current = info({ energy: 10, checkedInToday: true });
          return current;
        },
        miningStart: () => {
          calls.push('start');
          const running = session();
          current = info({ energy: 0, checkedInToday: true, session: running });
          return running;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('button', { name: 'Checked in today' })).toBeDisabled();
    expect(screen.getByTestId('mining-energy')).toHaveTextContent('10');

    fireEvent.click(screen.getByRole('button', { name: 'Start mining' }));
    expect(
      await screen.findByText(/spends 10 energy over 10 min and pays 0.01 USD per unit into Balance/),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(calls).toEqual(['checkIn', 'start']));
    expect(await screen.findByTestId('mining-running')).toHaveTextContent('Mining');
    expect(screen.getByTestId('mining-running')).toHaveTextContent(
      'Not enough energy for a full session: it stops after 10 min',
    );
  });

  it('while a session short of energy runs, says when it stops rather than “stop mining” beside the time left', async () => {
    renderApp('/mining', {
      user: testUser(),
      handlers: {
        miningInfo: () => info({ session: session({ endsAt: Date.now() + 600_000 }) }),
        miningRecords: () => page<MiningSession>([]),
      },
    });
    const card = await screen.findByTestId('mining-running');
    expect(within(card).getByTestId('mining-state')).toHaveTextContent('Mining');
    expect(within(card).getByTestId('mining-left')).toHaveTextContent(/^(10:00|9:\d\d) left$/);
    expect(card).toHaveTextContent('Not enough energy for a full session: it stops after 10 min');
    expect(card).not.toHaveTextContent('Insufficient energy, stop mining');
  });

  it('once a session short of energy has used it up, shows it Stopped with the server’s note and no time left', async () => {
    renderApp('/mining', {
      user: testUser(),
      handlers: {
        // its time is up; the leader has not settled it yet
        miningInfo: () => info({ session: session({ startedAt: Date.now() - 600_000, endsAt: Date.now() - 1_000 }) }),
        miningRecords: () => page<MiningSession>([]),
      },
    });
    const card = await screen.findByTestId('mining-running');
    expect(within(card).getByTestId('mining-state')).toHaveTextContent(/^Stopped$/);
    expect(within(card).getByTestId('mining-left')).toHaveTextContent(/^Settling…$/);
    expect(card).toHaveTextContent('Insufficient energy, stop mining');
    expect(card).not.toHaveTextContent('Mining');
    expect(card).not.toHaveTextContent('left');
  });

  it("writes a session's state, the server's note and the ways to earn energy in the app's language", async () => {
    await languageStore.set('zh-Hant');
    try {
      renderApp('/mining', {
        user: testUser(),
        handlers: {
          miningInfo: () => info({ session: session() }),
          miningRecords: () => page([session({ id: 2, state: 'failed', stateLabel: 'failed', note: 'Mining failed' })]),
        },
      });
      const [row] = await screen.findAllByTestId('mining-record');
      expect(within(row!).getByText('失敗')).toBeVisible();
      expect(within(row!).getByText('挖礦失敗')).toBeVisible();
      expect(screen.getByTestId('mining-state')).toHaveTextContent('挖礦中');
      expect(screen.getByTestId('source-checkin')).toHaveTextContent('每日簽到');
    } finally {
      await languageStore.set(null);
    }
  });

  it('writes its amounts with a decimal comma in Indonesian: rewards, the reward per unit and the budget', async () => {
    await languageStore.set('id');
    try {
      renderApp('/mining', {
        user: testUser(),
        handlers: {
          miningInfo: () => info({ session: session({ reward: '0.60' }) }),
          miningRecords: () =>
            page([session({ id: 2, state: 'successful', stateLabel: 'successful', reward: '1.20' })]),
        },
      });
      const [row] = await screen.findAllByTestId('mining-record');
      expect(within(row!).getByText('1,20 USD')).toBeVisible();
      expect(screen.getByText(/membayar 0,60 USD/)).toBeVisible();
      expect(screen.getByText('0,01 USD per unit energi, dibulatkan ke bawah ke sen')).toBeVisible();
      expect(screen.getByTestId('mining-budget')).toHaveTextContent(
        '100,00 USD per hari untuk semua · sisa 88,00 USD hari ini',
      );
      expect(screen.queryByText(/0\.60 USD/)).toBeNull();
    } finally {
      await languageStore.set(null);
    }
  });
});
