import { useTranslation } from 'react-i18next';
import { Screen } from '../../ui/Screen';
import { FollowOrderList } from './FollowOrderList';

/** /follow/orders: my follow orders with their status (Back leads to the institutions). */
export function FollowOrdersScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('copyTrading.myOrders')} backTo="/institution">
      <FollowOrderList />
    </Screen>
  );
}
