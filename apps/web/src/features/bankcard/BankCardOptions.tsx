import type { BankCard } from '@bourse/contract';
import { useTranslation } from 'react-i18next';

interface BankCardOptionsProps {
  cards: readonly BankCard[];
  value: number | null;
  onChange: (id: number) => void;
}

/** The bound cards as a single choice. */
export function BankCardOptions({ cards, value, onChange }: BankCardOptionsProps) {
  const { t } = useTranslation();
  return (
    <div className="option-list" role="radiogroup" aria-label={t('withdraw.toCard')}>
      {cards.map((card) => (
        <button
          key={card.id}
          type="button"
          role="radio"
          aria-checked={card.id === value}
          className={card.id === value ? 'option-row active' : 'option-row'}
          onClick={() => onChange(card.id)}
        >
          <span className="option-text">
            <span className="option-title">{card.bankName}</span>
            <span className="option-sub num">
              {card.bankAccountName} · {card.cardNo}
            </span>
          </span>
          <span className="option-check" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
