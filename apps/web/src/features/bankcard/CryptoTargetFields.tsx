import { CRYPTO_CURRENCIES, type CryptoCurrency, networksOf } from '@bourse/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { CodeField } from '../../ui/CodeField';
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
        <ChoiceGroup
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
            <ChoiceGroup
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
      <CodeField
        id="crypto-address"
        label={t('bankcard.walletAddress')}
        value={value.address}
        onChange={(address) => onChange({ ...value, address })}
        placeholder={t('bankcard.addressPlaceholder')}
        error={errors.address}
      />
    </div>
  );
}
