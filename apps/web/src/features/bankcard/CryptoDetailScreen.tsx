import { CRYPTO_LABEL_MAX } from '@bourse/contract';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { useGoBack } from '../../ui/useGoBack';
import { CryptoTargetFields } from './CryptoTargetFields';
import { useAddCryptoAddress } from './mutations';
import { useCryptoTargetDraft } from './useCryptoTargetDraft';
import './bankcard.css';

/** /bankcard/cryptoDetail: save a withdrawal address (currency type, network, wallet address, optional label). */
export function CryptoDetailScreen() {
  const { t } = useTranslation();
  const add = useAddCryptoAddress();
  const goBack = useGoBack('/bankcard');
  const draft = useCryptoTargetDraft();
  const [label, setLabel] = useState('');

  const onSave = () => {
    if (add.isPending) return;
    const target = draft.check();
    if (!target) return;
    add.mutate(
      { ...target, label: label.trim() || undefined },
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
        <CryptoTargetFields {...draft.fields} />
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
