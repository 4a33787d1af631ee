import { type OrderResult, OrderType, type Quote, type TradeTerms } from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { decimalOf } from '../../lib/decimal';
import { formatDate, formatPrice, formatQuantity, formatTime } from '../../lib/format';
import { decimalInputText } from '../../lib/locale';
import { formatMoney } from '../../lib/money';
import type { Direction } from '../../lib/payment-ref';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { InstrumentHeader } from './InstrumentHeader';
import { useCreateOrder } from './mutations';
import { ChoiceField } from './ChoiceField';
import { checkOrder, type DraftErrors, type DraftField, type OrderDraft } from './order-draft';
import { money, OrderConfirmation, OrderSummary } from './OrderSummary';
import { ProtectSection } from './ProtectSection';
import { useHalfOrFullNum, useTradingAccount } from './queries';
import { StepField } from './StepField';
import { fillOf, isOnTickGrid, orderFigures, stepPrice, stepQuantity } from './trade-math';

interface OrderFormProps {
  screen: { title: string; backTo: string };
  /** The live quote (bid, ask, last). */
  quote: Quote;
  terms: TradeTerms;
  initialDirection: Direction;
  onPlaced: (result: OrderResult) => void;
}

/** Leverage starts at the lowest offered (usually 1x, no borrowing); the user raises it knowingly. */
const initialDraft = (terms: TradeTerms, direction: Direction): OrderDraft => ({
  direction,
  orderType: terms.isOpen ? OrderType.market : OrderType.limit,
  price: '',
  num: String(terms.lotSize),
  leverage: Math.min(...terms.leverageOptions),
  marginMode: 0,
  timeInForce: 'day',
  stopLoss: '',
  takeProfit: '',
  trailingType: 'amount',
  trailingValue: '',
});

/** A refusal the user can act on (funds, rules), shown under the form as well as in the toast. */
const refusalOf = (error: unknown): string | undefined =>
  isApiError(error) && typeof error.code === 'number' && error.code >= 400 && error.code < 500 && !error.handled
    ? error.msg
    : undefined;

/**
 * /payment/stock's form (docs/product.md §2, docs/design.md §5): direction, market or limit, quantity in lots with
 * Half and All, leverage, margin mode, optional protection, the live cost summary, a confirmation, then the order.
 */
export function OrderForm({ screen, quote, terms, initialDirection, onPlaced }: OrderFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => initialDraft(terms, initialDirection));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const create = useCreateOrder();
  const account = useTradingAccount(terms.account);
  const instrument = { code: terms.stockCode, market: terms.market };

  const limit = draft.orderType === OrderType.limit;
  const fill = fillOf(draft.direction, quote);
  const limitPrice = limit && isOnTickGrid(draft.price, terms.tickSize) ? draft.price : undefined;
  const sizes = useHalfOrFullNum(instrument, draft.direction, draft.leverage, useDebouncedValue(limitPrice, 300));
  const num = /^\d{1,10}$/.test(draft.num) ? Number(draft.num) : 0;
  // A limit order is costed at its limit only: none yet (or one off the tick grid), no figures.
  const price = limit ? limitPrice : fill;
  const figures = price === undefined ? null : orderFigures(price, num, draft.leverage, terms);

  const update = (patch: Partial<OrderDraft>, ...cleared: DraftField[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (cleared.length > 0) setErrors((e) => ({ ...e, ...Object.fromEntries(cleared.map((f) => [f, undefined])) }));
    setRefusal(undefined);
  };

  const submit = async () => {
    if (create.isPending) return;
    const checked = checkOrder(draft, terms, fill, t);
    setErrors(checked.errors);
    const input = checked.input;
    if (!input || !figures) return;
    const confirmed = await Dialog.confirm({
      title: t('trade.confirmTitle'),
      content: <OrderConfirmation input={input} terms={terms} figures={figures} fillPrice={fill} />,
      cancelText: t('common.cancel'),
      confirmText: t('trade.confirmPlace'),
    });
    if (!confirmed) return;
    create.mutate({ input, terms }, { onSuccess: onPlaced, onError: (error) => setRefusal(refusalOf(error)) });
  };

  const buy = draft.direction === 0;
  const opens = terms.nextOpenTimestamp;
  const closedNote = opens
    ? t('trade.marketClosedAt', { time: `${formatDate(opens)} ${formatTime(opens)}` })
    : t('trade.marketClosed');

  const orderable = account.data?.orderable;
  const short = figures !== null && orderable !== undefined && figures.total.gt(orderable);
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
      >
        {buy ? t('trade.submitBuy', { code: terms.stockCode }) : t('trade.submitSell', { code: terms.stockCode })}
      </Button>
    </>
  );

  return (
    <Screen title={screen.title} backTo={screen.backTo} footer={footer}>
      <InstrumentHeader quote={quote} />
      <ChoiceGroup<Direction>
        label={t('trade.direction')}
        className="direction-switch"
        optionClassName="direction-option"
        value={draft.direction}
        onChange={(direction) => update({ direction }, 'stopLoss', 'takeProfit')}
        options={[
          {
            value: 0,
            label: directionLabel(t('trade.buyLong'), t('trade.askAt', { price: formatPrice(quote.ask) }), 'ask'),
          },
          {
            value: 1,
            label: directionLabel(t('trade.sellShort'), t('trade.bidAt', { price: formatPrice(quote.bid) }), 'bid'),
          },
        ]}
      />

      <ChoiceField<0 | 1>
        label={t('trade.orderType')}
        value={draft.orderType}
        onChange={(orderType) => update({ orderType }, 'orderType', 'price')}
        options={[
          { value: OrderType.market, label: t('trade.market'), disabled: !terms.isOpen },
          { value: OrderType.limit, label: t('trade.limit') },
        ]}
      >
        {!terms.isOpen && (
          <p className="trade-note closed-note" data-testid="market-closed">
            {closedNote}
          </p>
        )}
        {errors.orderType && (
          <p className="field-error" role="alert">
            {errors.orderType}
          </p>
        )}
      </ChoiceField>

      {limit && (
        <>
          <StepField
            label={t('trade.limitPrice')}
            value={draft.price}
            onChange={(value) => update({ price: value }, 'price')}
            onStep={(step) => update({ price: stepPrice(draft.price, terms.tickSize, step, fill) }, 'price')}
            unit={terms.currency}
            placeholder={decimalOf(fill) ? decimalInputText(fill.trim()) : formatPrice(fill)}
            error={errors.price}
            hint={t('trade.tickHint', { tick: formatPrice(terms.tickSize) })}
            testId="limit-price"
          />
          <ChoiceField<'day' | 'gtc'>
            label={t('trade.timeInForce')}
            look="chips"
            value={draft.timeInForce}
            onChange={(timeInForce) => update({ timeInForce })}
            options={[
              { value: 'day', label: t('trade.day') },
              { value: 'gtc', label: t('trade.gtc') },
            ]}
          />
        </>
      )}

      <StepField
        label={t('trade.quantity')}
        kind="integer"
        value={draft.num}
        onChange={(value) => update({ num: value }, 'num')}
        onStep={(step) => update({ num: String(stepQuantity(num, terms.lotSize, step)) }, 'num')}
        unit={t('trade.units')}
        error={errors.num}
        hint={
          Decimal.from(terms.contractSize).eq(1)
            ? t('trade.lotHint', { lot: formatQuantity(terms.lotSize) })
            : t('trade.lotContractHint', {
                lot: formatQuantity(terms.lotSize),
                size: formatQuantity(terms.contractSize),
              })
        }
        testId="quantity"
        extra={
          <span className="size-buttons">
            <SizeButton
              label={t('trade.half')}
              units={sizes.data?.halfNum}
              onPick={(units) => update({ num: String(units) }, 'num')}
            />
            <SizeButton
              label={t('trade.all')}
              units={sizes.data?.fullNum}
              onPick={(units) => update({ num: String(units) }, 'num')}
            />
          </span>
        }
      />

      <ChoiceField<number>
        label={t('trade.leverage')}
        look="chips"
        value={draft.leverage}
        onChange={(leverage) => update({ leverage })}
        options={terms.leverageOptions.map((x) => ({ value: x, label: `${x}x` }))}
      />

      <ChoiceField<0 | 1>
        label={t('trade.marginMode')}
        value={draft.marginMode}
        onChange={(marginMode) => update({ marginMode })}
        options={[
          { value: 0, label: t('trade.isolated') },
          { value: 1, label: t('trade.cross') },
        ]}
      >
        <p className="trade-note">
          {draft.marginMode === 0
            ? t('trade.isolatedNote')
            : t('trade.crossNote', { account: t(`wallets.${terms.account}`) })}
        </p>
      </ChoiceField>

      <ProtectSection draft={draft} errors={errors} terms={terms} referencePrice={price ?? fill} onChange={update} />

      <OrderSummary
        terms={terms}
        figures={figures}
        priceLabel={limit ? t('trade.atLimit', { price: formatPrice(limitPrice) }) : undefined}
        fillPrice={fill}
        account={account}
      />
      {refusal && (
        <p className="field-error order-refusal" role="alert" data-testid="order-refusal">
          {refusal}
        </p>
      )}
    </Screen>
  );
}

/** A direction option: what it does and the live price it would fill at. */
const directionLabel = (name: string, price: string, side: 'ask' | 'bid') => (
  <>
    <span className="direction-name">{name}</span>
    <span className="direction-price num" data-testid={`${side}-price`}>
      {price}
    </span>
  </>
);

/** Half or All: fills the quantity the server says the funds buy; says so when they buy less than a lot. */
function SizeButton({
  label,
  units,
  onPick,
}: {
  label: string;
  units: number | undefined;
  onPick: (n: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="size-button"
      disabled={units === undefined}
      onClick={() => {
        if (units === undefined) return;
        if (units <= 0) showToast(t('trade.notEnoughForLot'));
        else onPick(units);
      }}
    >
      {label}
    </button>
  );
}
