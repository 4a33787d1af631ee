import { TradeDirection } from '@bourse/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Direction, paymentPath } from '../../lib/payment-ref';
import type { QuoteRef } from '../../lib/quote-ref';

/**
 * Buy and Sell under a quote (docs/product.md §2): the order screen with the direction (buy by default). The order
 * screens need a login, so a visitor goes to /login first and comes back to the order.
 */
export function TradeBar({ instrument }: { instrument: QuoteRef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (direction: Direction) => void navigate(paymentPath(instrument, direction));
  return (
    <div className="trade-bar">
      <Button className="trade-bar-buy" onClick={() => open(TradeDirection.buy)}>
        {t('quote.buy')}
      </Button>
      <Button className="trade-bar-sell" onClick={() => open(TradeDirection.sell)}>
        {t('quote.sell')}
      </Button>
    </div>
  );
}
