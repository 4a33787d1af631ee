import type { OrderResult } from '@bourse/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useLiveQuote } from '../../api/usePushQuotes';
import { parseDirection } from '../../lib/payment-ref';
import { parseQuoteRef, quotePath } from '../../lib/quote-ref';
import { Screen } from '../../ui/Screen';
import { EmptyState, ErrorState } from '../../ui/states';
import { useStockDetail } from '../quote';
import { OrderScreenSkeleton } from './InstrumentHeader';
import { OrderForm } from './OrderForm';
import { OrderResultCard } from './OrderResultCard';
import { useTradeTerms } from './queries';
import './trade.css';

/**
 * /payment/stock?source&name&code&market&direction (docs/product.md §2): an order on a stock, index, bond, forex pair
 * or future. Loading, not found, not tradable (with the reason), the form, and the result.
 */
export function PaymentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ref = parseQuoteRef(params);
  const detail = useStockDetail(ref);
  const quote = useLiveQuote(detail.data?.stockInfo);
  const terms = useTradeTerms(ref);
  const [result, setResult] = useState<OrderResult | null>(null);
  const [round, setRound] = useState(0);

  const screen = { title: ref?.name ?? t('trade.order'), backTo: ref ? quotePath(ref) : '/market' };
  const missing = (q: { isError: boolean; error: unknown }) => q.isError && isApiError(q.error) && q.error.code === 404;

  if (!ref || missing(detail) || missing(terms)) {
    return (
      <Screen {...screen}>
        <EmptyState title={t('quote.notFound')} />
      </Screen>
    );
  }
  if ((detail.isError && !detail.data) || (terms.isError && !terms.data)) {
    return (
      <Screen {...screen}>
        <ErrorState
          onRetry={() => {
            if (detail.isError) void detail.refetch();
            if (terms.isError) void terms.refetch();
          }}
        />
      </Screen>
    );
  }
  if (!quote || !terms.data) {
    return (
      <Screen {...screen}>
        <OrderScreenSkeleton />
      </Screen>
    );
  }
  if (result) {
    return (
      <Screen {...screen}>
        <OrderResultCard
          result={result}
          onAgain={() => {
            setResult(null);
            setRound((n) => n + 1);
          }}
        />
      </Screen>
    );
  }
  if (!terms.data.tradable) {
    return (
      <Screen {...screen}>
        <EmptyState title={t('trade.notTradable')}>
          {terms.data.reason && <p className="muted not-tradable-reason">{terms.data.reason}</p>}
          <Button size="small" fill="outline" color="primary" onClick={() => void navigate(quotePath(ref))}>
            {t('trade.backToQuote')}
          </Button>
        </EmptyState>
      </Screen>
    );
  }
  return (
    <OrderForm
      key={round}
      screen={screen}
      quote={quote}
      terms={terms.data}
      initialDirection={parseDirection(params)}
      onPlaced={setResult}
    />
  );
}
