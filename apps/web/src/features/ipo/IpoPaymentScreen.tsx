import type { IpoSubscription } from '@bourse/contract';
import { Button, Dialog, Input } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { formatDate, formatPrice, formatQuantity } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, EmptyState, ErrorState } from '../../ui/states';
import { IpoCard } from './IpoCard';
import { IPO_LIST_PATH } from './IpoList';
import { type IpoTerms, subscriptionFigures } from './ipo-math';
import { useSubscribe } from './mutations';
import { useIpoFullNum, useIpoSubscription } from './queries';
import './ipo.css';

/** The Order screen's IPO segment (docs/product.md §3: position list kind 3). */
const ORDERS_PATH = '/trade?type=3';

function Row({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'ipo-sum-row strong' : 'ipo-sum-row'}>
      <dt>{label}</dt>
      <dd className="num">{children}</dd>
    </div>
  );
}

/** The offering's terms and dates. */
function Terms({ terms }: { terms: IpoTerms }) {
  const { t } = useTranslation();
  return (
    <section className="card ipo-terms" aria-label={t('ipo.terms')}>
      <dl className="ipo-rows">
        <Row label={t('ipo.issuePrice')}>{`${formatPrice(terms.issuePrice)} ${terms.currency}`}</Row>
        <Row label={t('ipo.lotSize')}>{t('ipo.shares', { num: terms.lotSize })}</Row>
        <Row label={t('ipo.exchange')}>{terms.exchangeCode}</Row>
        <Row label={t('ipo.window')}>
          {`${formatDate(terms.subscriptionStartDate)} – ${formatDate(terms.subscriptionEndDate)}`}
        </Row>
        <Row label={t('ipo.drawDate')}>{formatDate(terms.drawDate)}</Row>
        <Row label={t('ipo.listingDate')}>{formatDate(terms.listingDate)}</Row>
      </dl>
    </section>
  );
}

/** A subscription placed or already held: its card and the way to the Order screen. */
function Placed({ subscription, title }: { subscription: IpoSubscription; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="ipo-done" data-testid="ipo-placed">
      <h2 className="section-title">{title}</h2>
      <ul className="ipo-list">
        <IpoCard subscription={subscription} />
      </ul>
      <Link to={ORDERS_PATH} className="adm-button adm-button-primary adm-button-block adm-button-large">
        {t('ipo.viewInOrders')}
      </Link>
    </div>
  );
}

/**
 * /payment/ipo?source=IPO&code=…&market=… (docs/product.md §2): subscribe to an offering in whole lots from the IPO
 * account. The lots, the amount, the handling fee and the IPO funds are shown before anything is sent, with All (the
 * most lots the funds cover); a confirmation repeats them; the result is the subscription's card. One subscription
 * per offering: with one already, it is shown instead of the form.
 */
export function IpoPaymentScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() || null;
  const terms = useIpoFullNum(code);
  const existing = useIpoSubscription(code);
  const [placed, setPlaced] = useState<IpoSubscription | null>(null);
  const screen = { title: params.get('name') || code || t('ipo.title'), backTo: IPO_LIST_PATH };

  const missing = isApiError(terms.error) && terms.error.code === 404;
  if (!code || missing) {
    return (
      <Screen {...screen}>
        <EmptyState title={t('ipo.notFound')} />
      </Screen>
    );
  }
  if ((terms.isError && !terms.data) || (existing.isError && existing.data === undefined)) {
    return (
      <Screen {...screen}>
        <ErrorState onRetry={() => [terms, existing].forEach((q) => q.isError && void q.refetch())} />
      </Screen>
    );
  }
  if (!terms.data || existing.data === undefined) {
    return (
      <Screen {...screen}>
        <CardSkeleton count={2} />
      </Screen>
    );
  }
  if (placed) {
    return (
      <Screen {...screen}>
        <Placed subscription={placed} title={t('ipo.placed')} />
      </Screen>
    );
  }
  if (existing.data) {
    return (
      <Screen {...screen}>
        <Terms terms={terms.data} />
        <Placed subscription={existing.data} title={t('ipo.already')} />
      </Screen>
    );
  }
  if (terms.data.open === 0) {
    return (
      <Screen {...screen}>
        <Terms terms={terms.data} />
        <EmptyState title={t('ipo.closedTitle')}>
          <p className="muted">
            {t('ipo.closedBody', {
              from: formatDate(terms.data.subscriptionStartDate),
              to: formatDate(terms.data.subscriptionEndDate),
            })}
          </p>
        </EmptyState>
      </Screen>
    );
  }
  return <SubscribeForm screen={screen} terms={terms.data} onPlaced={setPlaced} />;
}

interface FormProps {
  screen: { title: string; backTo: string };
  terms: IpoTerms;
  onPlaced: (s: IpoSubscription) => void;
}

function SubscribeForm({ screen, terms, onPlaced }: FormProps) {
  const { t } = useTranslation();
  const [lotsText, setLotsText] = useState('1');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const subscribe = useSubscribe();

  const lots = /^\d{1,7}$/.test(lotsText) ? Number(lotsText) : 0;
  const shares = lots * terms.lotSize;
  const figures = subscriptionFigures(terms, shares);
  const maxLots = Math.floor(terms.fullNum / terms.lotSize);
  const short = figures !== null && figures.total.gt(terms.orderable);
  const money = (d: { toFixed: (n: number) => string }) => `${formatMoney(d.toFixed(2))} USD`;

  const change = (next: string) => {
    setLotsText(next.replace(/\D/g, ''));
    setError(undefined);
    setRefusal(undefined);
  };

  const submit = async () => {
    if (subscribe.isPending) return;
    if (lots < 1 || !figures) {
      setError(t('ipo.errors.lots'));
      return;
    }
    const confirmed = await Dialog.confirm({
      title: t('ipo.confirmTitle'),
      content: (
        <dl className="ipo-rows" data-testid="ipo-confirm">
          <Row label={t('ipo.offering')}>{`${terms.stockCode} ${terms.stockName}`}</Row>
          <Row label={t('ipo.lots')}>{t('ipo.lotsOf', { count: lots, shares: formatQuantity(shares) })}</Row>
          <Row label={t('ipo.amount')}>{money(figures.amount)}</Row>
          <Row label={t('ipo.fee')}>{money(figures.fee)}</Row>
          <Row label={t('ipo.total')} strong>
            {money(figures.total)}
          </Row>
          <p className="ipo-hint">{t('ipo.confirmNote', { draw: formatDate(terms.drawDate) })}</p>
        </dl>
      ),
      cancelText: t('common.cancel'),
      confirmText: t('ipo.confirmSubscribe'),
    });
    if (!confirmed) return;
    subscribe.mutate(
      { stockCode: terms.stockCode, num: shares },
      {
        onSuccess: onPlaced,
        onError: (e) => {
          if (isApiError(e) && typeof e.code === 'number' && e.code < 500) setRefusal(e.msg);
        },
      },
    );
  };

  const footer = (
    <div className="ipo-footer">
      <p className="ipo-footer-line num" data-testid="ipo-footer-total">
        <span>
          {t('ipo.total')} <strong>{figures ? money(figures.total) : '--'}</strong>
        </span>
        <span className={short ? 'short' : undefined}>
          {t('ipo.funds')} {formatMoney(terms.orderable)}
        </span>
      </p>
      <Button
        block
        size="large"
        color="primary"
        loading={subscribe.isPending}
        onClick={() => void submit()}
        data-testid="ipo-submit"
      >
        {t('ipo.subscribe', { code: terms.stockCode })}
      </Button>
    </div>
  );

  return (
    <Screen title={screen.title} backTo={screen.backTo} footer={footer}>
      <Terms terms={terms} />
      <section className="card ipo-form" aria-label={t('ipo.form')}>
        <label className="ipo-sum-row" htmlFor="ipo-lots">
          <span>{t('ipo.lots')}</span>
          <Button size="mini" fill="outline" onClick={() => change(String(maxLots))} disabled={maxLots === 0}>
            {t('ipo.all')}
          </Button>
        </label>
        <div className="ipo-lots">
          <Button
            size="small"
            aria-label={t('ipo.fewer')}
            onClick={() => change(String(Math.max(1, lots - 1)))}
            disabled={lots <= 1}
          >
            −
          </Button>
          <Input id="ipo-lots" value={lotsText} onChange={change} inputMode="numeric" aria-label={t('ipo.lots')} />
          <Button size="small" aria-label={t('ipo.more')} onClick={() => change(String(lots + 1))}>
            +
          </Button>
        </div>
        <p className="ipo-hint">
          {t('ipo.lotsHint', {
            lot: formatQuantity(terms.lotSize),
            shares: formatQuantity(shares),
            count: maxLots,
          })}
        </p>
        {error && (
          <p className="ipo-error" role="alert">
            {error}
          </p>
        )}
        <dl className="ipo-rows" data-testid="ipo-figures">
          <Row label={t('ipo.amount')}>{figures ? money(figures.amount) : '--'}</Row>
          <Row label={t('ipo.fee')}>{figures ? money(figures.fee) : '--'}</Row>
          <Row label={t('ipo.total')} strong>
            {figures ? money(figures.total) : '--'}
          </Row>
          <Row label={t('ipo.funds')}>{`${formatMoney(terms.orderable)} USD`}</Row>
        </dl>
        {terms.currency !== 'USD' && (
          <p className="ipo-hint">{t('ipo.fxNote', { currency: terms.currency, rate: terms.fxRate })}</p>
        )}
        {short && (
          <p className="ipo-error">
            {t('ipo.short')} <Link to="/my/transfer?type=ipo">{t('ipo.transferIn')}</Link>
          </p>
        )}
        {refusal && (
          <p className="ipo-error" role="alert" data-testid="ipo-refusal">
            {refusal}
          </p>
        )}
      </section>
      <p className="ipo-hint">{t('ipo.howItWorks')}</p>
    </Screen>
  );
}
