import type { WalletType } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '../../ui/InfiniteList';
import { BillRow } from './BillRow';
import { useWalletBill } from './queries';

/** The bill of one wallet (or all), newest first, loading more on scroll. */
export function BillList({
  walletType,
  refreshable = false,
}: {
  walletType: WalletType | 'all';
  refreshable?: boolean;
}) {
  const { t } = useTranslation();
  const bill = useWalletBill(walletType);
  return (
    <InfiniteList
      query={bill}
      label={t('bill.title')}
      empty={t('bill.empty')}
      refreshable={refreshable}
      renderItem={(line) => <BillRow key={line.id} bill={line} showWallet={walletType === 'all'} />}
    />
  );
}
