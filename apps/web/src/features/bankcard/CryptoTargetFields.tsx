import { CRYPTO_CURRENCIES, type CryptoCurrency, networksOf } from '@bourse/contract';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ChipSelect } from '../../ui/ChipSelect';
import type { CryptoTargetDraft, CryptoTargetErrors } from './crypto-target';

interface CryptoTargetFieldsProps {
  value: CryptoTargetDraft;
  onChange: (next: CryptoTargetDraft) => void;
  errors: CryptoTargetErrors;
}

/** Currency type, network (those offered for the currency) and wallet address. */
export function CryptoTargetFields({ value, onChange, errors }: CryptoTargetFieldsProps) {
  const { t } = useTranslation();
  const networks = value.currency ? networksOf(value.currency) : [];

  const chooseCurrency = (currency: CryptoCurrency) => {
    const offered = networksOf(currency);
    const network = value.network && offered.includes(value.network) ? value.network : (offered[0] ?? null);
    onChange({ ...value, currency, network });
  };

  return (
    <div className="crypto-fields">
      <div className="picker-block">
        <span className="picker-label">{t('bankcard.currencyType')}</span>
        <ChipSelect
          label={t('bankcard.currencyType')}
          options={CRYPTO_CURRENCIES.map((c) => ({ value: c, label: c }))}
          value={value.currency}
          onChange={chooseCurrency}
        />
        {errors.currency && (
          <p className="field-error" role="alert">
            {errors.currency}
          </p>
        )}
        {networks.length > 0 && (
          <>
            <span className="picker-label">{t('funding.network')}</span>
            <ChipSelect
              label={t('funding.network')}
              options={networks.map((n) => ({ value: n, label: n }))}
              value={value.network}
              onChange={(network) => onChange({ ...value, network })}
            />
          </>
        )}
        {errors.network && (
          <p className="field-error" role="alert">
            {errors.network}
          </p>
        )}
      </div>
      <div className={errors.address ? 'text-field has-error' : 'text-field'}>
        <label htmlFor="crypto-address">{t('bankcard.walletAddress')}</label>
        <Input
          id="crypto-address"
          value={value.address}
          onChange={(address) => onChange({ ...value, address: address.trim() })}
          placeholder={t('bankcard.addressPlaceholder')}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
        />
        <p className="field-error" role={errors.address ? 'alert' : undefined}>
          {errors.address}
        </p>
      </div>
    </div>
  );
}
