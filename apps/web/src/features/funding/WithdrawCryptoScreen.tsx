import { WITHDRAWAL_MIN } from '@bourse/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/money';
import { Screen } from '../../ui/Screen';
import { CardSkeleton } from '../../ui/states';
import { CryptoAddressOptions, NEW_ADDRESS } from '../bankcard/CryptoAddressOptions';
import { type CryptoTargetDraft, type CryptoTargetErrors, checkCryptoDraft } from '../bankcard/crypto-target';
import { CryptoTargetFields } from '../bankcard/CryptoTargetFields';
import { useCryptoAddresses } from '../bankcard/queries';
import { PayPasswordPopup } from './PayPasswordPopup';
import { useUsableWithdrawal } from './queries';
import { RecordsLink } from './RecordsLink';
import { useWithdraw } from './useWithdraw';
import { WithdrawAmount } from './WithdrawAmount';
import { withdrawAmountProblem } from './withdraw-amount';
import { amountMessage } from './withdraw-messages';
import { WithdrawResult } from './WithdrawResult';
import './funding.css';

const EMPTY_DRAFT: CryptoTargetDraft = { currency: null, network: null, address: '' };

/** /withdraw/crypto: an amount (USD) to a saved or new address, confirmed with the transaction password. */
export function WithdrawCryptoScreen() {
  const { t } = useTranslation();
  const usable = useUsableWithdrawal();
  const saved = useCryptoAddresses();
  const flow = useWithdraw();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [chosen, setChosen] = useState<number | null>(null);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [draftErrors, setDraftErrors] = useState<CryptoTargetErrors>({});

  // A failed list is treated as empty: the user can still type an address.
  const addresses = saved.data ?? [];
  const choice = chosen ?? addresses[0]?.id ?? NEW_ADDRESS;
  const savedTarget = addresses.find((a) => a.id === choice);

  const onSubmit = () => {
    const min = usable.data?.minAmount ?? WITHDRAWAL_MIN;
    const message = amountMessage(withdrawAmountProblem(amount, usable.data?.amount ?? '0', min), min);
    setAmountError(message);
    let target = savedTarget && {
      currency: savedTarget.currency,
      network: savedTarget.network,
      address: savedTarget.address,
    };
    if (!target) {
      const checked = checkCryptoDraft(draft);
      setDraftErrors(checked.errors);
      target = checked.target;
    }
    if (message || !target) return;
    const value = amount.trim();
    const summary = t('withdraw.summaryCrypto', {
      amount: formatMoney(value),
      currency: target.currency,
      network: target.network,
    });
    void flow.start({ amount: value, ...target }, summary);
  };

  return (
    <Screen title={t('screens.withdrawCrypto')} backTo="/my" wideSides actions={<RecordsLink to="/withdraw/record" />}>
      {flow.result ? (
        <WithdrawResult withdrawal={flow.result} />
      ) : (
        <>
          <section className="card form-card">
            <WithdrawAmount
              usable={usable}
              value={amount}
              onChange={(next) => {
                setAmount(next);
                setAmountError(undefined);
              }}
              error={amountError}
            />
            <p className="field-hint">{t('withdraw.cryptoNote')}</p>
          </section>
          <div className="section-head">
            <h2 className="section-title">{t('withdraw.toAddress')}</h2>
            <Link to="/bankcard" className="section-link">
              {t('bankcard.manage')}
            </Link>
          </div>
          {saved.isPending ? (
            <CardSkeleton count={1} className="stack-skeleton" />
          ) : (
            addresses.length > 0 && <CryptoAddressOptions addresses={addresses} value={choice} onChange={setChosen} />
          )}
          {!saved.isPending && choice === NEW_ADDRESS && (
            <section className="card form-card">
              <CryptoTargetFields
                value={draft}
                onChange={(next) => {
                  setDraft(next);
                  setDraftErrors({});
                }}
                errors={draftErrors}
              />
            </section>
          )}
          <Button block color="primary" size="large" className="submit-button" onClick={onSubmit}>
            {t('withdraw.submit')}
          </Button>
          <PayPasswordPopup
            visible={flow.pending !== null}
            summary={flow.pending?.summary ?? ''}
            loading={flow.submitting}
            onSubmit={flow.submit}
            onClose={flow.cancel}
          />
        </>
      )}
    </Screen>
  );
}
