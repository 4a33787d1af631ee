import type { CryptoAddress } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { OptionList } from './OptionList';
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
  const options = [
    ...addresses.map((a) => ({
      value: a.id,
      title: `${a.currency} · ${a.network}${a.label ? ` · ${a.label}` : ''}`,
      sub: shortAddress(a.address),
    })),
    { value: NEW_ADDRESS, title: t('withdraw.newAddress'), sub: '' },
  ];
  return <OptionList label={t('withdraw.toAddress')} options={options} value={value} onChange={onChange} />;
}
