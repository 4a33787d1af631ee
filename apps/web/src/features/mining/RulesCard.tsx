import type { MiningInfo } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format';
import { formatMoney } from '../../lib/money';

/** The published rules: what earns energy (amount, daily cap, what the user has had today), the session and budget. */
export function RulesCard({ info }: { info: MiningInfo }) {
  const { t } = useTranslation();
  const { rules, budget } = info;
  return (
    <section className="card mining-rules" aria-label={t('mining.rules')}>
      <h2 className="mining-title">{t('mining.rules')}</h2>
      <ul className="mining-sources">
        {rules.sources.map((s) => (
          <li key={s.source} className="mining-source" data-testid={`source-${s.source}`}>
            <span className="mining-source-name">{t(`mining.sources.${s.source}`)}</span>
            <span className="mining-source-amount">
              {s.perVolume
                ? t('mining.perVolume', { energy: s.energy, volume: formatMoney(s.perVolume) })
                : t('mining.plusEnergy', { energy: s.energy })}
            </span>
            <span className="mining-source-cap">
              {s.once
                ? s.earned
                  ? t('mining.onceEarned')
                  : t('mining.once')
                : t('mining.todayOfCap', { earned: s.earnedToday, cap: s.dailyCap })}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mining-terms">
        <dt>{t('mining.session')}</dt>
        <dd>
          {t('mining.sessionRule', {
            perMinute: rules.energyPerMinute,
            minutes: rules.sessionMinutes,
            full: rules.energyPerMinute * rules.sessionMinutes,
          })}
        </dd>
        <dt>{t('mining.reward')}</dt>
        <dd>{t('mining.rewardRule', { reward: formatPrice(rules.rewardPerEnergy) })}</dd>
        <dt>{t('mining.budget')}</dt>
        <dd data-testid="mining-budget">
          {t('mining.budgetRule', {
            budget: formatMoney(rules.dailyBudget),
            remaining: formatMoney(budget.remainingToday),
          })}
        </dd>
      </dl>
      <p className="mining-fine">{t('mining.fine')}</p>
    </section>
  );
}
