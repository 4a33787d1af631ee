import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Screen } from '../../ui/Screen';
import { TransferForm } from './TransferForm';
import { TransferHistory } from './TransferHistory';
import { tradingWalletOf } from './wallet-param';
import './wallet.css';

/** /my/transfer: between Balance and a trading wallet (query `type` preselects it), and the transfers so far. */
export function TransferScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initialWallet = tradingWalletOf(params.get('type')) ?? 'stock';

  return (
    <Screen title={t('screens.transfer')} backTo="/my">
      <TransferForm key={initialWallet} initialWallet={initialWallet} />
      <h2 className="section-title">{t('transfer.history')}</h2>
      <TransferHistory />
    </Screen>
  );
}
