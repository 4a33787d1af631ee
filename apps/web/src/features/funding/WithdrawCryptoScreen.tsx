import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import { CardSkeleton } from '../../ui/states';
import {
  CryptoAddressOptions,
  CryptoTargetFields,
  NEW_ADDRESS,
  useCryptoAddresses,
  useCryptoTargetDraft,
} from '../bankcard';
import { useWithdraw } from './useWithdraw';
import { useWithdrawAmount } from './useWithdrawAmount';
import { WithdrawLayout } from './WithdrawLayout';

/** /withdraw/crypto: an amount (USD) to a saved or new address, confirmed with the transaction password. */
export function WithdrawCryptoScreen() {
  const { t } = useTranslation();
  const amount = useWithdrawAmount();
  const saved = useCryptoAddresses();
  const flow = useWithdraw();
  const [chosen, setChosen] = useState<number | null>(null);
  const draft = useCryptoTargetDraft();

  // A failed list is treated as empty: the user can still type an address.
  const addresses = saved.data ?? [];
  const choice = chosen ?? addresses[0]?.id ?? NEW_ADDRESS;
  const savedTarget = addresses.find((a) => a.id === choice);

  const onSubmit = () => {
    const value = amount.check();
    const target = savedTarget
      ? { currency: savedTarget.currency, network: savedTarget.network, address: savedTarget.address }
      : draft.check();
    if (value === undefined || !target) return;
    const summary = t('withdraw.summaryCrypto', {
      amount: formatMoney(value),
      currency: target.currency,
      network: target.network,
    });
    void flow.start({ amount: value, ...target }, summary);
  };

  return (
    <WithdrawLayout
      title={t('screens.withdrawCrypto')}
      amount={amount}
      flow={flow}
      amountNote={<p className="field-hint">{t('withdraw.cryptoNote')}</p>}
      targetTitle={t('withdraw.toAddress')}
      onSubmit={onSubmit}
    >
      {saved.isPending ? (
        <CardSkeleton count={1} className="stack-skeleton" />
      ) : (
        addresses.length > 0 && <CryptoAddressOptions addresses={addresses} value={choice} onChange={setChosen} />
      )}
      {!saved.isPending && choice === NEW_ADDRESS && (
        <section className="card form-card">
          <CryptoTargetFields {...draft.fields} />
        </section>
      )}
    </WithdrawLayout>
  );
}
