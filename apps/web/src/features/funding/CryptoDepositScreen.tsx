import { type CryptoCurrency, type CryptoNetwork } from '@bourse/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, EmptyState, ErrorState } from '../../ui/states';
import { CryptoDepositForm } from './CryptoDepositForm';
import { DepositAddressCard } from './DepositAddressCard';
import { useDepositChannels } from './queries';
import { RecordsLink } from './RecordsLink';
import './funding.css';

/** /deposit/wallet: pick the coin and network, send to the address shown, then declare the deposit. */
export function CryptoDepositScreen() {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const [currency, setCurrency] = useState<CryptoCurrency | null>(null);
  const [network, setNetwork] = useState<CryptoNetwork | null>(null);

  const list = channels.data ?? [];
  const currencies = [...new Set(list.map((c) => c.currency))];
  const chosenCurrency = currency ?? currencies[0] ?? null;
  const networks = list.filter((c) => c.currency === chosenCurrency).map((c) => c.network);
  const chosenNetwork = network && networks.includes(network) ? network : (networks[0] ?? null);
  const channel = list.find((c) => c.currency === chosenCurrency && c.network === chosenNetwork);

  let body;
  if (channels.isPending) body = <CardSkeleton count={2} className="stack-skeleton" />;
  else if (channels.isError) body = <ErrorState onRetry={() => void channels.refetch()} />;
  else if (!channel) body = <EmptyState title={t('deposit.noChannels')} />;
  else {
    body = (
      <>
        <section className="picker-block">
          <span className="picker-label">{t('funding.currency')}</span>
          <ChoiceGroup
            label={t('funding.currency')}
            options={currencies.map((c) => ({ value: c, label: c }))}
            value={chosenCurrency}
            onChange={setCurrency}
          />
          <span className="picker-label">{t('funding.network')}</span>
          <ChoiceGroup
            label={t('funding.network')}
            options={networks.map((n) => ({ value: n, label: n }))}
            value={chosenNetwork}
            onChange={setNetwork}
          />
        </section>
        <DepositAddressCard channel={channel} />
        <CryptoDepositForm key={`${channel.currency}-${channel.network}`} channel={channel} />
      </>
    );
  }

  return (
    <Screen title={t('deposit.cryptoTitle')} backTo="/deposit" wideSides actions={<RecordsLink to="/deposit/record" />}>
      {body}
    </Screen>
  );
}
