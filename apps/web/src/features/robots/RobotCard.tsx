import type { Robot } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/money';
import { StrategyRulesText } from '../../ui/StrategyRulesText';
import { BacktestPanel } from './BacktestPanel';

/** One robot on the list: name, instrument, the rules in words, the backtest with its chart, the cheapest period. */
export function RobotCard({ robot }: { robot: Robot }) {
  const { t } = useTranslation();
  const cheapest = robot.plans[0];
  const to = `/robot/detail?id=${robot.id}`;
  // The card is not one link: the chart under the link takes touches of its own (crosshair).
  return (
    <section className="card card-stack" data-testid="robot-card" aria-label={robot.name}>
      <Link to={to} className="robot-card-link">
        <div className="card-head">
          <div>
            <h2 className="card-title">{robot.name}</h2>
            <p className="card-meta">
              {robot.instrumentName} · {robot.code} · {t('robots.leverageShort', { leverage: robot.leverage })}
            </p>
          </div>
          <span className="card-arrow" aria-hidden="true">
            ›
          </span>
        </div>
        <StrategyRulesText rules={robot.strategyRules} />
      </Link>
      <BacktestPanel backtest={robot.backtest} compact />
      {cheapest && (
        <Link to={to} className="robot-price">
          {t('robots.fromFee', { fee: formatMoney(cheapest.fee), days: cheapest.days })}
        </Link>
      )}
    </section>
  );
}
