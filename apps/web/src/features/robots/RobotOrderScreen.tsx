import type { RobotRentalDetail, TradeRecord } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { formatDateTime } from '../../lib/date-time';
import { formatPrice } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { Amount } from '../../ui/Amount';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, EmptyState, ErrorState } from '../../ui/states';
import { StrategyRulesText } from '../../ui/StrategyRulesText';
import { idParam } from './robot-format';
import { RobotStatusTag } from './RobotStatusTag';
import { useRental } from './queries';
import './robots.css';

/** /robot/order?id=: one rental: its figures (income from its own fills), its stated rules and every trade. */
export function RobotOrderScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const rental = useRental(id);
  let body;
  if (id === 0 || (rental.isError && isApiError(rental.error) && rental.error.code === 404))
    body = <EmptyState title={t('robots.rentalNotFound')} />;
  else if (rental.isPending) body = <CardSkeleton count={2} />;
  else if (rental.isError) body = <ErrorState onRetry={() => void rental.refetch()} />;
  else body = <RentalRecord rental={rental.data} />;
  return (
    <Screen title={t('robots.rentalTitle')} backTo="/robot/orders">
      {body}
    </Screen>
  );
}

function RentalRecord({ rental }: { rental: RobotRentalDetail }) {
  const { t } = useTranslation();
  const usd = (v: string) => `${formatMoney(v)} USD`;
  const rows: [string, React.ReactNode][] = [
    [t('robots.income'), <Amount key="income" value={rental.income} signed testId="rental-detail-income" />],
    [rental.returned === null ? t('robots.equity') : t('robots.returned'), usd(rental.returned ?? rental.equity)],
    [t('robots.amount'), usd(rental.amount)],
    [t('robots.fee'), usd(rental.fee)],
    [t('robots.period'), t('robots.days', { count: rental.days })],
    [t('robots.purchaseTime'), formatDateTime(rental.createTimeTimestamp)],
    [t('robots.endTime'), formatDateTime(rental.endTimeTimestamp)],
  ];
  if (rental.settleTimeTimestamp !== null)
    rows.push([t('robots.settleTime'), formatDateTime(rental.settleTimeTimestamp)]);
  return (
    <>
      <section className="card card-stack" aria-label={t('robots.rentalTitle')}>
        <div className="robot-rental-main">
          <span className="robot-rental-name">{rental.robotName}</span>
          <RobotStatusTag status={rental.status} />
        </div>
        <dl className="figure-list">
          {rows.map(([label, value]) => (
            <div className="figure-row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="card-note">{t(`robots.statusNote.${rental.status}`)}</p>
      </section>
      <section className="card card-stack" aria-label={t('robots.rulesTitle')}>
        <h2 className="card-title">{t('robots.rulesTitle')}</h2>
        <StrategyRulesText rules={rental.robot.strategyRules} />
        <p className="card-note">
          {rental.robot.instrumentName} ({rental.robot.code}) ·{' '}
          {t('robots.leverageShort', { leverage: rental.robot.leverage })}
        </p>
      </section>
      <h2 className="list-title">{t('robots.tradesTitle')}</h2>
      {rental.trades.length === 0 ? (
        <EmptyState title={t('robots.noTrades')} />
      ) : (
        <ul className="robot-trades" aria-label={t('robots.tradesTitle')}>
          {rental.trades.map((trade) => (
            <TradeItem key={trade.id} trade={trade} />
          ))}
        </ul>
      )}
    </>
  );
}

/** One fill of the robot's account: open or close, side, quantity at price, and a close's realised profit. */
function TradeItem({ trade }: { trade: TradeRecord }) {
  const { t } = useTranslation();
  const side = trade.direction === 0 ? t('robots.buy') : t('robots.sell');
  return (
    <li className="robot-trade" data-testid="robot-trade">
      <div className="robot-trade-main">
        <span>
          {trade.openClose === 0 ? t('robots.opened') : t('robots.closed')} · {side} {trade.num} {trade.stockCode}
        </span>
        {trade.openClose === 1 && <Amount value={trade.profit} signed />}
      </div>
      <div className="list-row-sub">
        <span className="num">
          {t('robots.atPrice', { price: formatPrice(trade.currentPrice) })} · {t('robots.tradeFee')}{' '}
          {formatMoney(trade.premium)}
        </span>
        <span className="num">{formatDateTime(trade.createTimeTimestamp)}</span>
      </div>
    </li>
  );
}
