import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/money';
import { CardSkeleton, ErrorState } from '../../ui/states';
import { showToast } from '../../ui/toast';
import { BankCardOptions, useBankCards } from '../bankcard';
import { useWithdraw } from './useWithdraw';
import { useWithdrawAmount } from './useWithdrawAmount';
import { WithdrawLayout } from './WithdrawLayout';

/** /withdraw/bankcard: an amount to a bound card, confirmed with the transaction password. */
export function WithdrawBankScreen() {
  const { t } = useTranslation();
  const amount = useWithdrawAmount();
  const cards = useBankCards();
  const flow = useWithdraw();
  const [chosen, setChosen] = useState<number | null>(null);

  const cardList = cards.data ?? [];
  const cardId = chosen ?? cardList[0]?.id ?? null;
  const card = cardList.find((c) => c.id === cardId);

  const onSubmit = () => {
    const value = amount.check();
    if (value === undefined) return;
    if (!card) {
      showToast(t('validation.bankCard'));
      return;
    }
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
    <WithdrawLayout
      title={t('screens.withdrawBank')}
      amount={amount}
      flow={flow}
      targetTitle={t('withdraw.toCard')}
      onSubmit={onSubmit}
    >
      {cardSection}
    </WithdrawLayout>
  );
}
