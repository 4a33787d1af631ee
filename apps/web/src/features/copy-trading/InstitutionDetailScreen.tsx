import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatPrice, formatQuantity, formatRate } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, EmptyState, ErrorState } from '../../ui/states';
import { StrategyRulesText } from '../../ui/StrategyRulesText';
import { FollowForm } from './FollowForm';
import { EquityPanel } from './EquityPanel';
import { cycleUnits, idParam, utcDateTime } from './format';
import { useInstitution } from './queries';
import { useFollowEvents } from './useFollowEvents';
import './copy-trading.css';

/** /institution/detail?id=: the institution's rules, record, latest trades, and the follow form. */
export function InstitutionDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const detail = useInstitution(id);
  useFollowEvents();

  let body;
  if (id === 0 || (detail.isError && !detail.data)) {
    body =
      id === 0 ? (
        <EmptyState title={t('copyTrading.notFound')} />
      ) : (
        <ErrorState onRetry={() => void detail.refetch()} />
      );
  } else if (!detail.data) body = <CardSkeleton count={2} className="card card-stack" />;
  else {
    const i = detail.data;
    const cycle = cycleUnits(i.cycleMs);
    body = (
      <>
        <section className="card card-stack" aria-label={i.name}>
          <h2 className="card-title">{i.name}</h2>
          <p className="card-text">{i.description}</p>
          <EquityPanel institution={i} />
          <p className="card-note">{t('copyTrading.recordNote')}</p>
        </section>
        <section className="card card-stack" aria-label={t('copyTrading.rulesTitle')}>
          <h2 className="card-title">{t('copyTrading.rulesTitle')}</h2>
          <StrategyRulesText rules={i.strategyRules} />
          <dl className="figure-list">
            <div>
              <dt>{t('copyTrading.instrument')}</dt>
              <dd>
                {i.instrumentName} ({i.stockCode})
              </dd>
            </div>
            <div>
              <dt>{t('copyTrading.leverage')}</dt>
              <dd className="num">{i.leverage}x</dd>
            </div>
            <div>
              <dt>{t('copyTrading.cycle')}</dt>
              <dd>{t(`copyTrading.cycleEvery.${cycle.unit}`, { count: cycle.count })}</dd>
            </div>
            <div>
              <dt>{t('copyTrading.nextCycle')}</dt>
              <dd className="num">{utcDateTime(i.nextCycleTimestamp)}</dd>
            </div>
            <div>
              <dt>{t('copyTrading.profitShare')}</dt>
              <dd className="num">{formatRate(i.profitShareRate)}</dd>
            </div>
            <div>
              <dt>{t('copyTrading.equity')}</dt>
              <dd className="num">{formatMoney(i.equity)} USD</dd>
            </div>
            <div>
              <dt>{t('copyTrading.followersLabel')}</dt>
              <dd className="num">{i.followers}</dd>
            </div>
          </dl>
        </section>
        <FollowForm institution={i} />
        <section className="card card-stack" aria-label={t('copyTrading.tradesTitle')}>
          <h2 className="card-title">{t('copyTrading.tradesTitle')}</h2>
          {i.trades.length === 0 ? (
            <p className="card-note">{t('copyTrading.noTrades')}</p>
          ) : (
            <ul className="institution-trades">
              {i.trades.map((f, k) => (
                <li key={k} className="institution-trade">
                  <span>
                    {t(f.openClose === 0 ? 'copyTrading.opened' : 'copyTrading.closed', {
                      side: t(f.direction === 0 ? 'copyTrading.long' : 'copyTrading.short'),
                      quantity: formatQuantity(f.quantity),
                    })}
                  </span>
                  <span className="num">{formatPrice(f.price)}</span>
                  {f.openClose === 1 && (
                    <span className={`num ${f.profit.startsWith('-') ? 'trend-down' : 'trend-up'}`}>
                      {formatMoney(f.profit)}
                    </span>
                  )}
                  <span className="institution-trade-time">{utcDateTime(f.createTimeTimestamp)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }
  return (
    <Screen title={detail.data?.name ?? t('copyTrading.institution')} backTo="/institution">
      {body}
    </Screen>
  );
}
