import type { MiningSession } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';
import { formatMoney } from '../../lib/money';
import { useSecondsLeft } from '../../ui/useSecondsLeft';

/**
 * The server's note in the app's language (it writes it in English): a failed session's, or else that of one started
 * short of energy (the server's only two notes).
 */
function useNote(session: MiningSession): string {
  const { t } = useTranslation();
  if (session.note === '') return '';
  return session.state === 'failed' ? t('mining.failedNote') : t('mining.insufficientEnergy');
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The running session: the energy it spends, what it pays, and the time left. A session started with less than a
 * full session's energy (the server notes 'Insufficient energy, stop mining') runs only as long as that energy lasts:
 * while it runs the card says when it stops; once its time is up the card shows it Stopped, with the server's note,
 * until the leader settles it (a few seconds) and it moves to the records.
 */
export function RunningSession({ session }: { session: MiningSession }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(session.endsAt);
  const stopped = left === 0;
  const note = useNote(session);
  const short = note !== '';
  const minutes = Math.ceil((session.endsAt - session.startedAt) / 60_000);
  return (
    <section className="card mining-running" aria-label={t('mining.running')} data-testid="mining-running">
      <div className="mining-row">
        <span className={`mining-state mining-state-${stopped ? 'stopped' : 'mining'}`} data-testid="mining-state">
          {stopped ? t('mining.stopped') : t('mining.states.mining')}
        </span>
        <span className="mining-left" data-testid="mining-left">
          {stopped ? t('mining.beingSettled') : t('mining.timeLeft', { time: clock(left) })}
        </span>
      </div>
      <p className="mining-figures">
        {t('mining.spendsAndPays', { energy: session.energy, reward: formatMoney(session.reward) })}
      </p>
      {short && <p className="mining-note">{stopped ? note : t('mining.shortSession', { minutes })}</p>}
    </section>
  );
}

/** One line of the mining records: when, the energy spent, the reward, the state and any note. */
export function SessionRow({ session }: { session: MiningSession }) {
  const { t } = useTranslation();
  const note = useNote(session);
  return (
    <li className="mining-record" data-testid="mining-record">
      <div className="mining-row">
        <span className={`mining-state mining-state-${session.state}`}>{t(`mining.states.${session.state}`)}</span>
        <span className="mining-reward">{t('mining.rewardUsd', { reward: formatMoney(session.reward) })}</span>
      </div>
      <div className="mining-row mining-sub">
        <span>{formatDateTime(session.startedAt)}</span>
        <span>{t('mining.energyCount', { energy: session.energy })}</span>
      </div>
      {note && <p className="mining-note">{note}</p>}
    </li>
  );
}
