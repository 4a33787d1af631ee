import type { BlockOrderResult, Endpoints, OutputOf, TradeTerms, TradingAccountSummary } from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useLiveQuote } from '../../api/usePushQuotes';
import { formatPrice, formatQuantity, formatRate } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { type Direction, parseDirection } from '../../lib/payment-ref';
import { parseQuoteRef } from '../../lib/quote-ref';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { Screen } from '../../ui/Screen';
import { EmptyState, ErrorState } from '../../ui/states';
import {
  InstrumentHeader,
  type OrderFigures,
  OrderScreenSkeleton,
  orderFigures,
  StepField,
  SummaryRow,
  useTradeTerms,
  useTradingAccount,
} from '../trade';
import { BlockOrderDone } from './BlockOrderDone';
import { useCreateBlockOrder } from './mutations';
import { useBlockTradingStatus } from '../block-permission';
import { useBlockMinimum, useBlockQuote } from './queries';
import './block-trade.css';

/** Block orders are cash trades: the whole amount is paid (docs/decisions.md, Block trading). */
const BLOCK_LEVERAGE = 1;
/** The Block Trading list: US Stock tab (1), sub-tab 3. */
export const BLOCK_LIST_PATH = '/market?tab=1&sub=3';

type BlockTrade = OutputOf<Endpoints['blockTradeQuote']>;

const money = (d: Decimal) => formatMoney(d.toFixed(2));

/**
 * /payment/stock?source=BLOCK&… (docs/product.md §2: buying goes to /payment/stock unless IPO): a block order at the
 * block price, at least the minimum the server states, from the Stock account. Shown only with the permission;
 * loading, not found and error states; a confirmation, then the result.
 */
export function BlockOrderScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ref = parseQuoteRef(params);
  const instrument = ref ? { code: ref.code, market: ref.market } : null;
  const status = useBlockTradingStatus();
  const row = useBlockQuote(instrument);
  const quote = useLiveQuote(row.data);
  const minimum = useBlockMinimum(instrument);
  const terms = useTradeTerms(instrument);
  const [result, setResult] = useState<BlockOrderResult | null>(null);
  const [round, setRound] = useState(0);

  const screen = { title: ref?.name ?? t('blockTrade.title'), backTo: BLOCK_LIST_PATH };
  const queries = [status, row, minimum, terms];
  const missing = (q: { isError: boolean; error: unknown }) =>
    q.isError && isApiError(q.error) && (q.error.code === 404 || q.error.code === 422);

  if (!ref || missing(row) || missing(terms)) {
    return (
      <Screen {...screen}>
        <EmptyState title={t('blockTrade.notListed')} />
      </Screen>
    );
  }
  if (queries.some((q) => q.isError && !q.data)) {
    return (
      <Screen {...screen}>
        <ErrorState onRetry={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())} />
      </Screen>
    );
  }
  if (!quote || !terms.data || !minimum.data || !status.data) {
    return (
      <Screen {...screen}>
        <OrderScreenSkeleton />
      </Screen>
    );
  }
  if (result) {
    return (
      <Screen {...screen}>
        <BlockOrderDone
          result={result}
          onAgain={() => {
            setResult(null);
            setRound((n) => n + 1);
          }}
        />
      </Screen>
    );
  }
  if (status.data.state !== 'open') {
    return (
      <Screen {...screen}>
        <InstrumentHeader quote={quote} />
        <EmptyState title={t('blockTrade.notOpenTitle')}>
          <p className="muted">{t(`blockTrade.gate.${status.data.state}`)}</p>
          <Link to={BLOCK_LIST_PATH} className="block-gate">
            {t('blockTrade.toList')}
          </Link>
        </EmptyState>
      </Screen>
    );
  }
  return (
    <BlockOrderForm
      key={round}
      screen={screen}
      quote={quote}
      terms={terms.data}
      minimum={minimum.data.num}
      initialDirection={parseDirection(params)}
      onPlaced={setResult}
    />
  );
}

interface FormProps {
  screen: { title: string; backTo: string };
  quote: BlockTrade;
  terms: TradeTerms;
  minimum: number;
  initialDirection: Direction;
  onPlaced: (result: BlockOrderResult) => void;
}

function BlockOrderForm({ screen, quote, terms, minimum, initialDirection, onPlaced }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [direction, setDirection] = useState<Direction>(initialDirection);
  const [numText, setNumText] = useState(String(minimum));
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const create = useCreateBlockOrder();
  const account = useTradingAccount(terms.account);

  const num = /^\d{1,10}$/.test(numText) ? Number(numText) : 0;
  const figures = orderFigures(quote.blockPrice, num, BLOCK_LEVERAGE, terms);
  const orderable = account.data?.orderable;
  const short = figures !== null && orderable !== undefined && figures.total.gt(orderable);
  const buy = direction === 0;

  const check = (): string | undefined => {
    if (num === 0) return t('blockTrade.errors.quantity');
    if (num < minimum) return t('blockTrade.errors.minimum', { minimum: formatQuantity(minimum) });
    if (num % terms.lotSize !== 0) return t('blockTrade.errors.lots', { lot: terms.lotSize });
    return undefined;
  };
  const step = (by: 1 | -1) => {
    const next = Math.max(minimum, (num || minimum) + by * terms.lotSize);
    setNumText(String(next));
    setError(undefined);
    setRefusal(undefined);
  };

  const submit = async () => {
    if (create.isPending) return;
    const problem = check();
    setError(problem);
    if (problem || !figures) return;
    const confirmed = await Dialog.confirm({
      title: t('blockTrade.confirmTitle'),
      content: <Confirmation quote={quote} terms={terms} num={num} direction={direction} figures={figures} />,
      cancelText: t('common.cancel'),
      confirmText: t('blockTrade.confirmPlace'),
    });
    if (!confirmed) return;
    create.mutate(
      { stockCode: quote.stock_code, market: quote.market, direction, num },
      {
        onSuccess: onPlaced,
        onError: (e) => {
          if (isApiError(e) && typeof e.code === 'number' && e.code < 500 && !e.handled) setRefusal(e.msg);
        },
      },
    );
  };

  const footer = (
    <>
      <p className="order-footer-line num" data-testid="footer-total">
        <span>
          {t('trade.total')} <strong>{figures ? `${money(figures.total)} USD` : '--'}</strong>
        </span>
        <span className={short ? 'footer-orderable short' : 'footer-orderable'}>
          {t('trade.orderableShort')} {orderable !== undefined ? formatMoney(orderable) : '--'}
        </span>
      </p>
      <Button
        block
        size="large"
        className={buy ? 'order-submit buy' : 'order-submit sell'}
        loading={create.isPending}
        onClick={() => void submit()}
        data-testid="block-submit"
      >
        {buy
          ? t('blockTrade.submitBuy', { code: quote.stock_code })
          : t('blockTrade.submitSell', { code: quote.stock_code })}
      </Button>
    </>
  );

  return (
    <Screen title={screen.title} backTo={screen.backTo} footer={footer}>
      <InstrumentHeader quote={quote} />
      <section className="card block-terms" aria-label={t('blockTrade.terms')}>
        <dl className="summary-list">
          <SummaryRow label={t('blockTrade.blockPrice')} testId="block-price">
            <span className="block-price">{`${formatPrice(quote.blockPrice)} ${quote.currency}`}</span>
          </SummaryRow>
          <SummaryRow label={t('blockTrade.discount')}>{formatRate(quote.discountRate)}</SummaryRow>
          <SummaryRow label={t('blockTrade.minimum')} testId="block-minimum">
            {t('blockTrade.shares', { num: formatQuantity(minimum) })}
          </SummaryRow>
        </dl>
      </section>
      <ChoiceGroup<Direction>
        label={t('trade.direction')}
        className="direction-switch"
        optionClassName="direction-option"
        value={direction}
        onChange={(d) => {
          setDirection(d);
          setRefusal(undefined);
        }}
        options={[
          { value: 0, label: t('blockTrade.buy') },
          { value: 1, label: t('blockTrade.sell') },
        ]}
      />
      <StepField
        label={t('blockTrade.quantity')}
        value={numText}
        kind="integer"
        unit={t('blockTrade.sharesUnit')}
        onChange={(v) => {
          setNumText(v);
          setError(undefined);
          setRefusal(undefined);
        }}
        onStep={step}
        error={error}
        hint={
          terms.lotSize === 1
            ? t('blockTrade.quantityHintAnyCount', { minimum: formatQuantity(minimum) })
            : t('blockTrade.quantityHint', { minimum: formatQuantity(minimum), lot: formatQuantity(terms.lotSize) })
        }
        testId="block-quantity"
      />
      {!terms.isOpen && <p className="trade-note closed-note">{t('trade.marketClosed')}</p>}
      <Summary terms={terms} figures={figures} account={account.data} short={short} />
      {refusal && (
        <p className="field-error order-refusal" role="alert" data-testid="order-refusal">
          {refusal}
        </p>
      )}
      <p className="trade-note">{t('blockTrade.holdingNote')}</p>
      {short && (
        <Button size="small" fill="none" onClick={() => void navigate('/my/transfer?type=stock')}>
          {t('blockTrade.transferIn')}
        </Button>
      )}
    </Screen>
  );
}

function Summary({
  terms,
  figures,
  account,
  short,
}: {
  terms: TradeTerms;
  figures: OrderFigures | null;
  account: TradingAccountSummary | undefined;
  short: boolean;
}) {
  const { t } = useTranslation();
  const foreign = terms.currency !== 'USD';
  return (
    <section className="card order-summary" aria-label={t('trade.summary')}>
      <dl className="summary-list">
        <SummaryRow label={t('blockTrade.amount')} testId="block-amount">
          {figures ? `${money(figures.notional)} ${terms.currency}` : '--'}
          {figures && foreign && <span className="summary-sub">≈ {money(figures.notionalUsd)} USD</span>}
        </SummaryRow>
        <SummaryRow label={t('trade.openFee')} testId="block-fee">
          {figures ? `${money(figures.fee)} USD` : '--'}
        </SummaryRow>
        <SummaryRow label={t('trade.totalNeeded')} strong testId="block-total">
          {figures ? `${money(figures.total)} USD` : '--'}
        </SummaryRow>
        <SummaryRow label={t('trade.orderable', { account: t(`wallets.${terms.account}`) })} testId="block-orderable">
          {account ? `${formatMoney(account.orderable)} USD` : '--'}
        </SummaryRow>
      </dl>
      {short && <p className="summary-short">{t('blockTrade.short')}</p>}
    </section>
  );
}

function Confirmation(props: {
  quote: BlockTrade;
  terms: TradeTerms;
  num: number;
  direction: Direction;
  figures: OrderFigures;
}) {
  const { t } = useTranslation();
  const { quote, terms, num, direction, figures } = props;
  return (
    <div className="order-confirmation" data-testid="block-confirmation">
      <p className={direction === 0 ? 'confirm-lead trend-up' : 'confirm-lead trend-down'}>
        {direction === 0 ? t('blockTrade.buy') : t('blockTrade.sell')} {formatQuantity(num)} {quote.stock_code}
      </p>
      <dl className="summary-list">
        <SummaryRow
          label={t('blockTrade.blockPrice')}
        >{`${formatPrice(quote.blockPrice)} ${quote.currency}`}</SummaryRow>
        <SummaryRow label={t('blockTrade.amount')}>{`${money(figures.notionalUsd)} USD`}</SummaryRow>
        <SummaryRow label={t('trade.openFee')}>{`${money(figures.fee)} USD`}</SummaryRow>
        <SummaryRow label={t('trade.totalNeeded')} strong>{`${money(figures.total)} USD`}</SummaryRow>
      </dl>
      <p className="trade-note">{t('blockTrade.confirmNote', { account: t(`wallets.${terms.account}`) })}</p>
    </div>
  );
}
