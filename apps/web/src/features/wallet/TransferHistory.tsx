import { useTranslation } from 'react-i18next';
import { InfiniteList } from '../../ui/InfiniteList';
import { useTransferList } from './queries';
import { TransferRow } from './TransferRow';

export function TransferHistory() {
  const { t } = useTranslation();
  const transfers = useTransferList();
  return (
    <InfiniteList
      query={transfers}
      label={t('transfer.history')}
      empty={t('transfer.empty')}
      renderItem={(item) => <TransferRow key={item.id} transfer={item} />}
    />
  );
}
