import type { MiningSession } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { useSecondsLeft } from '../../ui/useSecondsLeft';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The running session: the energy it spends, what it pays, and the time left. */
export function RunningSession({ session }: { session: MiningSession }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(session.endsAt);
  return (
    <section className="card mining-running" aria-label={t('mining.running')} data-testid="mining-running">
      <div className="mining-row">
        <span className="mining-state mining-state-mining">{session.stateLabel}</span>
        <span className="mining-left" data-testid="mining-left">
          {left > 0 ? t('mining.timeLeft', { time: clock(left) }) : t('mining.settling')}
        </span>
      </div>
      <p className="mining-figures">{t('mining.spendsAndPays', { energy: session.energy, reward: session.reward })}</p>
      {session.note && <p className="mining-note">{session.note}</p>}
    </section>
  );
}

/** One line of the mining records: when, the energy spent, the reward, the state and any note. */
export function SessionRow({ session }: { session: MiningSession }) {
  const { t } = useTranslation();
  return (
    <li className="mining-record" data-testid="mining-record">
      <div className="mining-row">
        <span className={`mining-state mining-state-${session.state}`}>{session.stateLabel}</span>
        <span className="mining-reward">{t('mining.rewardUsd', { reward: session.reward })}</span>
      </div>
      <div className="mining-row mining-sub">
        <span>{formatDateTime(session.startedAt)}</span>
        <span>{t('mining.energyCount', { energy: session.energy })}</span>
      </div>
      {session.note && <p className="mining-note">{session.note}</p>}
    </li>
  );
}
