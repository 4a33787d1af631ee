import { useTranslation } from 'react-i18next';
import { InfiniteList } from '../../ui/InfiniteList';
import { Screen } from '../../ui/Screen';
import { useWithdrawalList } from './queries';
import { WithdrawalRow } from './WithdrawalRow';
import './funding.css';

/** /withdraw/record: every withdrawal with its status, newest first, more on scroll, pull to refresh. */
export function WithdrawalRecordScreen() {
  const { t } = useTranslation();
  const withdrawals = useWithdrawalList();
  return (
    <Screen title={t('screens.withdrawalRecord')} backTo="/my">
      <InfiniteList
        query={withdrawals}
        label={t('screens.withdrawalRecord')}
        empty={t('withdraw.empty')}
        refreshable
        renderItem={(withdrawal) => <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />}
      />
    </Screen>
  );
}
