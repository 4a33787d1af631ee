import type { BlockOrderResult } from '@bourse/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/date-time';
import { formatPrice, formatQuantity } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { Decimal } from '@bourse/domain';
import { SummaryRow } from '../trade';

/** After a block order: filled at the block price, what it cost, and the holding it opened (in Orders). */
export function BlockOrderDone({ result, onAgain }: { result: BlockOrderResult; onAgain: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { block } = result;
  const buy = block.direction === 0;
  return (
    <section className="card trade-done" aria-label={t('blockTrade.filled')} data-testid="block-result">
      <span className="done-badge ok" aria-hidden="true">
        ✓
      </span>
      <h2>{t('blockTrade.filled')}</h2>
      <p className={buy ? 'done-lead trend-up' : 'done-lead trend-down'}>
        {buy ? t('blockTrade.buy') : t('blockTrade.sell')} {formatQuantity(block.num)} {block.stockCode}
      </p>
      <dl className="summary-list">
        <SummaryRow label={t('blockTrade.blockPrice')} testId="done-block-price">
          {`${formatPrice(block.blockPrice)} ${block.currency}`}
        </SummaryRow>
        <SummaryRow
          label={t('blockTrade.marketPrice')}
        >{`${formatPrice(block.marketPrice)} ${block.currency}`}</SummaryRow>
        <SummaryRow label={t('blockTrade.amount')}>{`${formatMoney(block.amount)} USD`}</SummaryRow>
        <SummaryRow label={t('trade.openFee')}>{`${formatMoney(block.fee)} USD`}</SummaryRow>
        <SummaryRow label={t('blockTrade.paid')} strong testId="done-paid">
          {`${formatMoney(Decimal.from(block.amount).add(block.fee).toFixed(2))} USD`}
        </SummaryRow>
        <SummaryRow label={t('blockTrade.time')}>{formatDateTime(block.createTimeTimestamp)}</SummaryRow>
      </dl>
      <p className="trade-note">{t('blockTrade.holdingNote')}</p>
      <div className="done-actions">
        <Button block color="primary" onClick={() => void navigate('/trade')}>
          {t('trade.viewOrders')}
        </Button>
        <Button block onClick={onAgain}>
          {t('blockTrade.again')}
        </Button>
      </div>
    </section>
  );
}
