import type { Institution } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../lib/format';
import { EquityCurve } from '../../ui/charts/EquityCurve';
import { percentText, trendClass } from './format';

/** The record from the institution's own equity: returns over 1 week, 1 month and since start, drawdown, and the curve. */
export function EquityPanel({ institution, compact = false }: { institution: Institution; compact?: boolean }) {
  const { t } = useTranslation();
  const figures: [string, string | null, string][] = [
    [t('copyTrading.week'), institution.weekReturn, 'week-return'],
    [t('copyTrading.month'), institution.monthReturn, 'month-return'],
    [t('copyTrading.total'), institution.totalReturn, 'total-return'],
  ];
  return (
    <div className="institution-record">
      <dl className="institution-figures">
        {figures.map(([label, value, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd className={`num ${trendClass(value)}`} data-testid={testId}>
              {percentText(value)}
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('copyTrading.drawdown')}</dt>
          <dd className="num">{formatPercent(institution.maxDrawdown)}</dd>
        </div>
      </dl>
      <EquityCurve points={institution.curve} compact={compact} intraday testId="equity-chart" />
    </div>
  );
}
