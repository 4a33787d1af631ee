import { useTranslation } from 'react-i18next';
import { InfiniteList } from '../../ui/InfiniteList';
import { Screen } from '../../ui/Screen';
import { DepositRow } from './DepositRow';
import { useDepositList } from './queries';
import './funding.css';

/** /deposit/record: every deposit, newest first, more on scroll, pull to refresh. */
export function DepositRecordScreen() {
  const { t } = useTranslation();
  const deposits = useDepositList();
  return (
    <Screen title={t('screens.depositRecord')} backTo="/deposit">
      <InfiniteList
        query={deposits}
        label={t('screens.depositRecord')}
        empty={t('deposit.empty')}
        refreshable
        renderItem={(deposit) => <DepositRow key={deposit.id} deposit={deposit} />}
      />
    </Screen>
  );
}
