import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../ui/Screen';
import { FollowOrderList } from './FollowOrderList';

/** /follow/orders: my follow orders with their status. */
export function FollowOrdersScreen() {
  const { t } = useTranslation();
  return (
    <Screen
      title={t('copyTrading.myOrders')}
      backTo="/institution"
      wideSides
      actions={
        <Link to="/institution" className="institution-header-link">
          {t('copyTrading.institutions')}
        </Link>
      }
    >
      <FollowOrderList />
    </Screen>
  );
}
