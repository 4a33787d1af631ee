import type { CryptoAddress } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { shortAddress } from './short-address';

/** The choice that means "type a new address". */
export const NEW_ADDRESS = 0;

interface CryptoAddressOptionsProps {
  addresses: readonly CryptoAddress[];
  value: number;
  onChange: (id: number) => void;
}

/** Saved withdrawal addresses, plus "another address", as a single choice. */
export function CryptoAddressOptions({ addresses, value, onChange }: CryptoAddressOptionsProps) {
  const { t } = useTranslation();
  const option = (id: number, title: string, sub: string) => (
    <button
      key={id}
      type="button"
      role="radio"
      aria-checked={id === value}
      className={id === value ? 'option-row active' : 'option-row'}
      onClick={() => onChange(id)}
    >
      <span className="option-text">
        <span className="option-title">{title}</span>
        {sub && <span className="option-sub num">{sub}</span>}
      </span>
      <span className="option-check" aria-hidden="true" />
    </button>
  );
  return (
    <div className="option-list" role="radiogroup" aria-label={t('withdraw.toAddress')}>
      {addresses.map((a) =>
        option(a.id, `${a.currency} · ${a.network}${a.label ? ` · ${a.label}` : ''}`, shortAddress(a.address)),
      )}
      {option(NEW_ADDRESS, t('withdraw.newAddress'), '')}
    </div>
  );
}
