import { useTranslation } from 'react-i18next';
import { InfiniteList } from '../../ui/InfiniteList';
import { FollowOrderRow } from './FollowOrderRow';
import { useFollowOrders } from './queries';
import { useFollowEvents } from './useFollowEvents';
import './copy-trading.css';

/** The user's follow orders, newest first, kept current by the follow /push events. */
export function FollowOrderList() {
  const { t } = useTranslation();
  const orders = useFollowOrders();
  useFollowEvents();
  return (
    <InfiniteList
      query={orders}
      label={t('copyTrading.myOrders')}
      empty={t('copyTrading.noOrders')}
      refreshable
      renderItem={(o) => <FollowOrderRow key={o.id} order={o} />}
    />
  );
}
