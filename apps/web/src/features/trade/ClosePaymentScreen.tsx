import { type ClosedPosition, type Position, PositionListKind, type Quote, type TradeTerms } from '@bourse/contract';
import { Button, Dialog } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLiveQuote } from '../../api/usePushQuotes';
import { trendOf } from '../../lib/decimal';
import { formatDate, formatQuantity, formatSigned, formatTime } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { parsePositionId } from '../../lib/payment-ref';
import { parseQuoteRef } from '../../lib/quote-ref';
import { Screen } from '../../ui/Screen';
import { EmptyState, ErrorState } from '../../ui/states';
import { useStockDetail } from '../quote';
import { InstrumentHeader, OrderScreenSkeleton } from './InstrumentHeader';
import { useClosePosition } from './mutations';
import { money, SummaryRow } from './OrderSummary';
import { DirectionTag } from './PositionCard';
import { usePositionsIn } from '../../api/trade-keys';
import { useTradeTerms } from './queries';
import { StepField } from './StepField';
import { closeEstimate, type CloseEstimate, halfOf, markOf, stepQuantity } from './trade-math';
import './trade.css';
import { priceText } from './price-text';

/**
 * /payment/close?source&name&code&market&direction&id (docs/product.md §2): closes all (the default) or part of one
 * position at market, with the estimated profit, fee and money returned at the live price, a confirmation, and the
 * realised result.
 */
export function ClosePaymentScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ref = parseQuoteRef(params);
  const id = parsePositionId(params);
  const detail = useStockDetail(ref);
  const quote = useLiveQuote(detail.data?.stockInfo);
  const terms = useTradeTerms(ref);
  const positions = usePositionsIn(ref);
  const [closed, setClosed] = useState<ClosedPosition | null>(null);
  const screen = { title: t('trade.closeTitle'), backTo: '/trade' };
  const frame = (body: ReactNode) => <Screen {...screen}>{body}</Screen>;

  if (closed) return frame(<CloseResult closed={closed} />);
  if (!ref || id === null) return frame(<EmptyState title={t('trade.positionGone')} />);
  const failed = [detail, terms, positions].filter((q) => q.isError && !q.data);
  if (failed.length > 0) return frame(<ErrorState onRetry={() => failed.forEach((q) => void q.refetch())} />);
  if (!quote || !terms.data || !positions.data) return frame(<OrderScreenSkeleton />);
  const position = positions.data.find((p) => p.id === id);
  if (!position) {
    return frame(
      <EmptyState title={t('trade.positionGone')}>
        <p className="muted">{t('trade.positionGoneBody')}</p>
      </EmptyState>,
    );
  }
  return <CloseForm screen={screen} quote={quote} terms={terms.data} position={position} onClosed={setClosed} />;
}

function CloseForm({
  screen,
  quote,
  terms,
  position,
  onClosed,
}: {
  screen: { title: string; backTo: string };
  quote: Quote;
  terms: TradeTerms;
  position: Position;
  onClosed: (closed: ClosedPosition) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(position.positionNum));
  const [error, setError] = useState<string>();
  const close = useClosePosition();
  const lot = Math.min(terms.lotSize, position.positionNum);
  const num = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  const mark = markOf(position.direction, quote);
  const valid = num >= 1 && num <= position.positionNum && (num === position.positionNum || num % lot === 0);
  const estimate = valid ? closeEstimate(position, mark, num, terms) : null;
  const opens = terms.nextOpenTimestamp;

  const set = (next: number) => {
    setText(String(Math.min(Math.max(next, lot), position.positionNum)));
    setError(undefined);
  };

  const submit = async () => {
    if (close.isPending) return;
    if (!valid || !estimate) {
      return setError(
        t('trade.errors.closeQuantity', { max: formatQuantity(position.positionNum), lot: formatQuantity(lot) }),
      );
    }
    const confirmed = await Dialog.confirm({
      title: t('trade.closeConfirmTitle'),
      content: <CloseFigures estimate={estimate} num={num} position={position} mark={mark} />,
      cancelText: t('common.cancel'),
      confirmText: t('trade.closeConfirm'),
    });
    if (!confirmed) return;
    const all = num === position.positionNum;
    close.mutate({ id: position.id, num: all ? undefined : num }, { onSuccess: (result) => onClosed(result.closed) });
  };

  const footer = (
    <Button
      block
      size="large"
      color="primary"
      disabled={!terms.isOpen}
      loading={close.isPending}
      onClick={() => void submit()}
    >
      {t('trade.closeSubmit', { num: formatQuantity(num || position.positionNum), code: position.stockCode })}
    </Button>
  );

  return (
    <Screen title={screen.title} backTo={screen.backTo} footer={footer}>
      <InstrumentHeader quote={quote} />
      <section className="card close-position" aria-label={t('trade.position')}>
        <div className="trade-card-tags">
          <DirectionTag
            direction={position.direction}
            detail={`${position.leverage}x ${position.isolatedPosition === 1 ? t('trade.isolated') : t('trade.cross')}`}
          />
          <span className="num close-held">{t('trade.held', { num: formatQuantity(position.positionNum) })}</span>
        </div>
        <dl className="summary-list">
          <SummaryRow label={t('trade.entryPrice')}>{priceText(position.discountBuyingPrice)}</SummaryRow>
          <SummaryRow label={position.direction === 1 ? t('trade.closeAtAsk') : t('trade.closeAtBid')}>
            {priceText(mark)}
          </SummaryRow>
          <SummaryRow label={t('trade.marginAmount')}>{`${formatMoney(position.marginAmount)} USD`}</SummaryRow>
        </dl>
      </section>
      {!terms.isOpen && (
        <p className="trade-note closed-note" data-testid="market-closed">
          {opens
            ? t('trade.marketClosedAt', { time: `${formatDate(opens)} ${formatTime(opens)}` })
            : t('trade.marketClosed')}
        </p>
      )}
      <StepField
        label={t('trade.closeQuantity')}
        kind="integer"
        value={text}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        onStep={(step) => set(stepQuantity(num, lot, step))}
        unit={t('trade.units')}
        error={error}
        hint={t('trade.closeHint', { max: formatQuantity(position.positionNum) })}
        testId="close-quantity"
        extra={
          <span className="size-buttons">
            <button type="button" className="size-button" onClick={() => set(halfOf(position.positionNum, lot))}>
              {t('trade.half')}
            </button>
            <button type="button" className="size-button" onClick={() => set(position.positionNum)}>
              {t('trade.all')}
            </button>
          </span>
        }
      />
      <section className="card order-summary" aria-label={t('trade.estimate')}>
        {estimate ? (
          <CloseFigures estimate={estimate} num={num} position={position} mark={mark} />
        ) : (
          <p className="trade-note">
            {t('trade.errors.closeQuantity', { max: formatQuantity(position.positionNum), lot: formatQuantity(lot) })}
          </p>
        )}
      </section>
      <p className="trade-note">{t('trade.estimateNote')}</p>
    </Screen>
  );
}

/** The estimate of a close, in the form and again in its confirmation. */
function CloseFigures({
  estimate,
  num,
  position,
  mark,
}: {
  estimate: CloseEstimate;
  num: number;
  position: Position;
  mark: string;
}) {
  const { t } = useTranslation();
  const realised = estimate.realised.toFixed(2);
  return (
    <dl className="summary-list" data-testid="close-estimate">
      <SummaryRow label={t('trade.closing')}>
        {t('trade.closingLine', { num, code: position.stockCode, price: priceText(mark) })}
      </SummaryRow>
      <SummaryRow label={t('trade.estimatedProfit')} testId="close-profit">
        <span className={`trend-${trendOf(estimate.profit.toFixed(2))}`}>
          {formatSigned(estimate.profit.toFixed(2))} USD
        </span>
      </SummaryRow>
      <SummaryRow label={t('trade.closeFee')} testId="close-fee">{`${money(estimate.fee)} USD`}</SummaryRow>
      <SummaryRow label={t('trade.realised')} testId="close-realised">
        <span className={`trend-${trendOf(realised)}`}>{formatSigned(realised)} USD</span>
      </SummaryRow>
      <SummaryRow label={t('trade.marginReleased')} testId="close-margin">{`${money(estimate.margin)} USD`}</SummaryRow>
      <SummaryRow label={t('trade.returned')} strong testId="close-returned">
        {`${formatSigned(estimate.returned.toFixed(2))} USD`}
      </SummaryRow>
    </dl>
  );
}

function CloseResult({ closed }: { closed: ClosedPosition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card trade-done" aria-label={t('trade.closedTitle')} data-testid="close-result">
      <span className="done-badge ok" aria-hidden="true">
        ✓
      </span>
      <h2>{t('trade.closedTitle')}</h2>
      <p className={`done-lead trend-${trendOf(closed.sellProfit)}`} data-testid="realised-profit">
        {formatSigned(closed.sellProfit)} USD
      </p>
      <dl className="summary-list">
        <SummaryRow label={t('trade.closePrice')}>{priceText(closed.sellPrice)}</SummaryRow>
        <SummaryRow label={t('trade.quantity')}>{formatQuantity(closed.sellNum)}</SummaryRow>
        <SummaryRow label={t('trade.closeTotal')}>{`${formatMoney(closed.sellTotalAmount)} USD`}</SummaryRow>
        <SummaryRow label={t('trade.closeFee')}>{`${formatMoney(closed.fee)} USD`}</SummaryRow>
      </dl>
      <div className="done-actions">
        <Button block color="primary" onClick={() => void navigate(`/trade?type=${PositionListKind.closing}`)}>
          {t('trade.backToOrders')}
        </Button>
      </div>
    </section>
  );
}
