import type { BankCard } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { OptionList } from './OptionList';

interface BankCardOptionsProps {
  cards: readonly BankCard[];
  value: number | null;
  onChange: (id: number) => void;
}

/** The bound cards as a single choice. */
export function BankCardOptions({ cards, value, onChange }: BankCardOptionsProps) {
  const { t } = useTranslation();
  const options = cards.map((card) => ({
    value: card.id,
    title: card.bankName,
    sub: (
      <>
        {card.bankAccountName} · {card.cardNo}
      </>
    ),
  }));
  return <OptionList label={t('withdraw.toCard')} options={options} value={value} onChange={onChange} />;
}
