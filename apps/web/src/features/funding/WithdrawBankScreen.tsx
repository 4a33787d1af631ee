import { WITHDRAWAL_MIN } from '@bourse/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/money';
import { Screen } from '../../ui/Screen';
import { CardSkeleton, ErrorState } from '../../ui/states';
import { showToast } from '../../ui/toast';
import { BankCardOptions } from '../bankcard/BankCardOptions';
import { useBankCards } from '../bankcard/queries';
import { PayPasswordPopup } from './PayPasswordPopup';
import { useUsableWithdrawal } from './queries';
import { RecordsLink } from './RecordsLink';
import { useWithdraw } from './useWithdraw';
import { WithdrawAmount } from './WithdrawAmount';
import { withdrawAmountProblem } from './withdraw-amount';
import { amountMessage } from './withdraw-messages';
import { WithdrawResult } from './WithdrawResult';
import './funding.css';

/** /withdraw/bankcard: an amount to a bound card, confirmed with the transaction password. */
export function WithdrawBankScreen() {
  const { t } = useTranslation();
  const usable = useUsableWithdrawal();
  const cards = useBankCards();
  const flow = useWithdraw();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [chosen, setChosen] = useState<number | null>(null);

  const cardList = cards.data ?? [];
  const cardId = chosen ?? cardList[0]?.id ?? null;
  const card = cardList.find((c) => c.id === cardId);

  const onSubmit = () => {
    const min = usable.data?.minAmount ?? WITHDRAWAL_MIN;
    const message = amountMessage(withdrawAmountProblem(amount, usable.data?.amount ?? '0', min), min);
    setAmountError(message);
    if (message) return;
    if (!card) {
      showToast(t('validation.bankCard'));
      return;
    }
    const value = amount.trim();
    const summary = t('withdraw.summaryCard', { amount: formatMoney(value), bank: card.bankName, last4: card.last4 });
    void flow.start({ amount: value, cardId: card.id }, summary);
  };

  let cardSection;
  if (cards.isPending) cardSection = <CardSkeleton count={1} className="stack-skeleton" />;
  else if (cards.isError) cardSection = <ErrorState onRetry={() => void cards.refetch()} />;
  else if (cardList.length === 0) {
    cardSection = (
      <div className="empty-choice">
        <p className="muted">{t('withdraw.noCard')}</p>
        <Link to="/bankcard/detail" className="inline-action">
          {t('bankcard.add')}
        </Link>
      </div>
    );
  } else cardSection = <BankCardOptions cards={cardList} value={cardId} onChange={setChosen} />;

  return (
    <Screen title={t('screens.withdrawBank')} backTo="/my" wideSides actions={<RecordsLink to="/withdraw/record" />}>
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
          </section>
          <div className="section-head">
            <h2 className="section-title">{t('withdraw.toCard')}</h2>
            <Link to="/bankcard" className="section-link">
              {t('bankcard.manage')}
            </Link>
          </div>
          {cardSection}
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
