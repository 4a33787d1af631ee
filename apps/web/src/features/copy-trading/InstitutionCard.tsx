import type { Institution } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/money';
import { StrategyRulesText } from '../../ui/StrategyRulesText';
import { EquityPanel } from './EquityPanel';
import { formatRate } from '../../lib/format';

/** One institution on the list: name, instrument, stated rules, its record with the chart, followers, profit share. */
export function InstitutionCard({ institution }: { institution: Institution }) {
  const { t } = useTranslation();
  const i = institution;
  return (
    <Link to={`/institution/detail?id=${i.id}`} className="card card-stack" data-testid="institution-card">
      <div className="card-head">
        <div>
          <h2 className="card-title">{i.name}</h2>
          <p className="card-meta">
            {i.instrumentName} · {i.stockCode} · {t('copyTrading.leverageShort', { leverage: i.leverage })}
          </p>
        </div>
        <span className="card-arrow" aria-hidden="true">
          ›
        </span>
      </div>
      <StrategyRulesText rules={i.strategyRules} />
      <EquityPanel institution={i} compact />
      <p className="card-meta">
        {t('copyTrading.followers', { count: i.followers })} ·{' '}
        {t('copyTrading.profitShareShort', { share: formatRate(i.profitShareRate) })} ·{' '}
        {t('copyTrading.equityShort', { equity: formatMoney(i.equity) })}
      </p>
    </Link>
  );
}
