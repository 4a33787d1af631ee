import type { BankCard } from '@bourse/contract';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../ui/toast';
import { useDeleteCard } from './mutations';

/** A bound card drawn as a card: bank, masked number, holder; edit and delete (after a confirmation). */
export function BankCardItem({ card }: { card: BankCard }) {
  const { t } = useTranslation();
  const remove = useDeleteCard();

  const onDelete = async () => {
    const confirmed = await Dialog.confirm({
      title: t('bankcard.deleteTitle'),
      content: t('bankcard.deleteBody', { bank: card.bankName, last4: card.last4 }),
      cancelText: t('common.cancel'),
      confirmText: t('common.ok'),
    });
    if (!confirmed || remove.isPending) return;
    remove.mutate(card.id, { onSuccess: () => showToast(t('messages.success')) });
  };

  return (
    <li className="bank-card" data-testid="bank-card">
      <span className="bank-card-bank">{card.bankName}</span>
      <span className="bank-card-number num">{card.cardNo}</span>
      <span className="bank-card-holder">{card.bankAccountName}</span>
      <span className="bank-card-actions">
        <Link to={`/bankcard/detail?id=${card.id}`} aria-label={t('bankcard.editNamed', { last4: card.last4 })}>
          {t('bankcard.edit')}
        </Link>
        <button
          type="button"
          className="link-danger"
          aria-label={t('bankcard.deleteNamed', { last4: card.last4 })}
          onClick={() => void onDelete()}
        >
          {t('bankcard.delete')}
        </button>
      </span>
    </li>
  );
}
