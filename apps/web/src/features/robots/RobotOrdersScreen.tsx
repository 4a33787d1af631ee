import { useTranslation } from 'react-i18next';
import { InfiniteList } from '../../ui/InfiniteList';
import { Screen } from '../../ui/Screen';
import { RentalRow } from './RentalRow';
import { useRentals } from './queries';
import './robots.css';

/** /robot/orders: the purchase history, newest first, each with its purchase time, income and trading status. */
export function RobotOrdersScreen() {
  const { t } = useTranslation();
  const rentals = useRentals();
  return (
    <Screen title={t('robots.history')} backTo="/robot">
      <InfiniteList
        query={rentals}
        label={t('robots.history')}
        empty={t('robots.historyEmpty')}
        refreshable
        renderItem={(rental) => <RentalRow key={rental.id} rental={rental} />}
      />
    </Screen>
  );
}
