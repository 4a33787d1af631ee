import { WALLET_TYPES, type WalletType } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { Screen } from '../../ui/Screen';
import { BillList } from './BillList';
import { walletTypeOf } from './wallet-param';
import './wallet.css';

/** /my/transaction: all money history, filtered by wallet with the optional query `type`. */
export function TransactionScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const walletType = walletTypeOf(params.get('type')) ?? 'all';

  const options = [
    { value: 'all' as const, label: t('bill.all') },
    ...WALLET_TYPES.map((w) => ({ value: w, label: t(`wallets.${w}`) })),
  ];
  const choose = (next: WalletType | 'all') =>
    setParams(next === 'all' ? {} : { type: next }, { replace: true, preventScrollReset: true });

  return (
    <Screen title={t('screens.transaction')} backTo="/my">
      <div className="filter-bar">
        <ChoiceGroup label={t('bill.filter')} options={options} value={walletType} onChange={choose} />
      </div>
      <BillList key={walletType} walletType={walletType} refreshable />
    </Screen>
  );
}
