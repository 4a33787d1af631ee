import { type Position, PositionListKind, type TradingAccount } from '@bourse/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../session/useSession';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { InfiniteList } from '../../ui/InfiniteList';
import { LoginPrompt } from '../../ui/LoginPrompt';
import { Screen } from '../../ui/Screen';
import { EmptyState } from '../../ui/states';
import { IpoList } from '../ipo';
import { AccountStrip } from './AccountStrip';
import { AddMarginSheet } from './AddMarginSheet';
import { ClosedCard } from './ClosedCard';
import { OrderCard } from './OrderCard';
import { PositionCard } from './PositionCard';
import { useClosedPositions, useEntrustedOrders, usePositions } from './queries';
import './trade.css';

/** docs/product.md §3 position list kinds, each a segment. */
const SEGMENTS = [
  PositionListKind.holding,
  PositionListKind.closing,
  PositionListKind.entrusted,
  PositionListKind.ipo,
] as const;
type Segment = (typeof SEGMENTS)[number];

const segmentOf = (value: string | null): Segment => SEGMENTS.find((s) => String(s) === value) ?? SEGMENTS[0];

/**
 * ORDER tab (docs/product.md §2 and §4): Holding, Closing, Entrusted and IPO, chosen by the query `type` (0 to 3). Each
 * list loads more on scroll, refreshes on pull and every 20 s, and on the user's trade events.
 */
export function TradeScreen() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const segment = segmentOf(params.get('type'));

  const records = token ? (
    <Link to="/trade/records" className="trade-header-link">
      {t('trade.records')}
    </Link>
  ) : undefined;

  return (
    <Screen title={t('screens.trade')} actions={records} wideSides>
      {!token ? (
        <LoginPrompt title={t('trade.guestTitle')} body={t('trade.guestBody')} />
      ) : (
        <>
          <ChoiceGroup<Segment>
            kind="tab"
            label={t('trade.segments.label')}
            className="segment trade-segments"
            optionClassName="segment-option"
            value={segment}
            onChange={(next) => setParams(next === 0 ? {} : { type: String(next) }, { replace: true })}
            options={[
              { value: PositionListKind.holding, label: t('trade.segments.holding') },
              { value: PositionListKind.closing, label: t('trade.segments.closing') },
              { value: PositionListKind.entrusted, label: t('trade.segments.entrusted') },
              { value: PositionListKind.ipo, label: t('ipo.segment') },
            ]}
          />
          <div role="tabpanel" className="trade-panel">
            {segment === PositionListKind.holding && <HoldingList />}
            {segment === PositionListKind.closing && <ClosingList />}
            {segment === PositionListKind.entrusted && <EntrustedList />}
            {segment === PositionListKind.ipo && <IpoList />}
          </div>
        </>
      )}
    </Screen>
  );
}

function HoldingList() {
  const { t } = useTranslation();
  const [account, setAccount] = useState<TradingAccount>('stock');
  const [adding, setAdding] = useState<Position | null>(null);
  const positions = usePositions(account);
  return (
    <>
      <AccountStrip account={account} onAccountChange={setAccount} />
      <InfiniteList
        query={positions}
        label={t('trade.segments.holding')}
        listClassName="trade-list"
        empty={<EmptyTrades title={t('trade.noPositionsIn', { account: t(`wallets.${account}`) })} />}
        refreshable
        skeletonRows={3}
        renderItem={(p) => <PositionCard key={p.id} position={p} onAddMargin={setAdding} />}
      />
      <AddMarginSheet position={adding} onClose={() => setAdding(null)} />
    </>
  );
}

function ClosingList() {
  const { t } = useTranslation();
  const closed = useClosedPositions();
  return (
    <InfiniteList
      query={closed}
      label={t('trade.segments.closing')}
      listClassName="trade-list"
      empty={t('trade.noCloses')}
      refreshable
      skeletonRows={3}
      renderItem={(c) => <ClosedCard key={c.id} closed={c} />}
    />
  );
}

function EntrustedList() {
  const { t } = useTranslation();
  const orders = useEntrustedOrders();
  return (
    <InfiniteList
      query={orders}
      label={t('trade.segments.entrusted')}
      listClassName="trade-list"
      empty={<EmptyTrades title={t('trade.noOrders')} />}
      refreshable
      skeletonRows={3}
      renderItem={(o) => <OrderCard key={o.orderId} order={o} onCancelled={() => orders.refetch()} />}
    />
  );
}

/** Nothing held or waiting: a way to the markets. */
function EmptyTrades({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState title={title}>
      <Button size="small" fill="outline" color="primary" onClick={() => void navigate('/market')}>
        {t('trade.findSomething')}
      </Button>
    </EmptyState>
  );
}
