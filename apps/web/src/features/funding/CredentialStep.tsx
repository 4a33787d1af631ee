import type { Deposit } from '@bourse/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../ui/toast';
import { ImageUploadField } from '../uploads';
import { useDepositCredential } from './mutations';

/** docs/product.md §5: after a deposit, the transfer credential (a screenshot) is uploaded and submitted. */
export function CredentialStep({ deposit, onDone }: { deposit: Deposit; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [url, setUrl] = useState<string | undefined>(deposit.credentialUrl ?? undefined);
  const [submitted, setSubmitted] = useState(false);
  const submit = useDepositCredential();

  const onSubmit = () => {
    if (submit.isPending) return;
    if (!url) {
      showToast(t('validation.credential'));
      return;
    }
    submit.mutate(
      { id: deposit.id, credentialUrl: url },
      {
        onSuccess: () => {
          showToast(t('messages.success'));
          setSubmitted(true);
          onDone?.();
        },
      },
    );
  };

  if (submitted) {
    return (
      <section className="card done-card" role="status">
        <h2>{t('deposit.credentialSubmitted')}</h2>
        <p className="muted">{t('deposit.reviewNote')}</p>
        <div className="done-actions">
          <Button onClick={() => void navigate('/deposit/record')}>{t('deposit.records')}</Button>
          <Button color="primary" onClick={() => void navigate('/my')}>
            {t('funding.done')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className="card form-card" aria-label={t('deposit.credential')}>
      <p className="step-prompt">{t('deposit.credentialPrompt')}</p>
      <ImageUploadField label={t('deposit.credential')} value={url} onChange={setUrl} />
      <Button block color="primary" size="large" loading={submit.isPending} onClick={onSubmit}>
        {t('deposit.submitCredential')}
      </Button>
    </section>
  );
}
