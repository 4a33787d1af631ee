import type { Robot } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { formatPercent } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { Screen } from '../../ui/Screen';
import { SimulatedNote } from '../../ui/SimulatedNote';
import { StrategyRulesText } from '../../ui/StrategyRulesText';
import { CardSkeleton, EmptyState, ErrorState } from '../../ui/states';
import { BacktestPanel } from './BacktestPanel';
import { idParam } from './robot-format';
import { RobotPurchaseForm } from './RobotPurchaseForm';
import { useRobot } from './queries';
import './robots.css';

/** /robot/detail?id=: the robot's stated rules and terms, its backtest, and the purchase. */
export function RobotDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const robot = useRobot(id);
  let body;
  if (id === 0 || (robot.isError && isApiError(robot.error) && robot.error.code === 404))
    body = <EmptyState title={t('robots.notFound')} />;
  else if (robot.isPending) body = <CardSkeleton count={2} />;
  else if (robot.isError) body = <ErrorState onRetry={() => void robot.refetch()} />;
  else
    body = (
      <>
        <StatedRules robot={robot.data} />
        <section className="card card-stack" aria-label={t('robots.backtestTitle')}>
          <h2 className="card-title">{t('robots.backtestTitle')}</h2>
          <BacktestPanel backtest={robot.data.backtest} />
        </section>
        <RobotPurchaseForm robot={robot.data} />
        <SimulatedNote />
      </>
    );
  return (
    <Screen title={robot.data?.name ?? t('robots.title')} backTo="/robot">
      {body}
    </Screen>
  );
}

/** What the robot does, stated before purchase: the rules in words and every term. */
function StatedRules({ robot }: { robot: Robot }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('robots.instrument'), `${robot.instrumentName} (${robot.code})`],
    [t('robots.strategy'), t(`robots.strategies.${robot.strategy}`, { defaultValue: robot.strategy })],
    [t('robots.leverage'), `${robot.leverage}x`],
    [t('robots.allocation'), formatPercent(robot.allocation, { fraction: true })],
    [t('robots.limitsLabel'), `${formatMoney(robot.minAmount)} – ${formatMoney(robot.maxAmount)} USD`],
    [t('robots.market'), robot.marketOpen ? t('robots.marketOpen') : t('robots.marketClosed')],
  ];
  return (
    <section className="card card-stack" aria-label={t('robots.rulesTitle')}>
      <h2 className="card-title">{t('robots.rulesTitle')}</h2>
      <StrategyRulesText rules={robot.strategyRules} testId="robot-rules" />
      <dl className="figure-list">
        {rows.map(([label, value]) => (
          <div className="figure-row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="card-note">{t('robots.howItTrades')}</p>
    </section>
  );
}
