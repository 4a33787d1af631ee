import { CRYPTO_LABEL_MAX } from '@bourse/contract';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { useGoBack } from '../../ui/useGoBack';
import { type CryptoTargetDraft, type CryptoTargetErrors, checkCryptoDraft } from './crypto-target';
import { CryptoTargetFields } from './CryptoTargetFields';
import { useAddCryptoAddress } from './mutations';
import './bankcard.css';

/** /bankcard/cryptoDetail: save a withdrawal address (currency type, network, wallet address, optional label). */
export function CryptoDetailScreen() {
  const { t } = useTranslation();
  const add = useAddCryptoAddress();
  const goBack = useGoBack('/bankcard');
  const [draft, setDraft] = useState<CryptoTargetDraft>({ currency: null, network: null, address: '' });
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<CryptoTargetErrors>({});

  const onSave = () => {
    if (add.isPending) return;
    const checked = checkCryptoDraft(draft);
    setErrors(checked.errors);
    if (!checked.target) return;
    add.mutate(
      { ...checked.target, label: label.trim() || undefined },
      {
        onSuccess: () => {
          showToast(t('messages.success'));
          goBack();
        },
      },
    );
  };

  return (
    <Screen title={t('screens.addAddress')} backTo="/bankcard">
      <section className="card form-card">
        <CryptoTargetFields
          value={draft}
          onChange={(next) => {
            setDraft(next);
            setErrors({});
          }}
          errors={errors}
        />
        <div className="text-field">
          <label htmlFor="crypto-label">{t('bankcard.label')}</label>
          <Input
            id="crypto-label"
            value={label}
            onChange={setLabel}
            maxLength={CRYPTO_LABEL_MAX}
            placeholder={t('bankcard.labelPlaceholder')}
          />
          <p className="field-hint">{t('bankcard.addressNote')}</p>
        </div>
        <Button block color="primary" size="large" loading={add.isPending} onClick={onSave}>
          {t('bankcard.save')}
        </Button>
      </section>
    </Screen>
  );
}
