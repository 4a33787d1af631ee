import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatPrice } from '../../lib/format';
import { AmountField } from '../../ui/AmountField';
import { CodeField } from '../../ui/CodeField';
import { showToast } from '../../ui/toast';
import { ImageUploadField } from '../uploads';
import { amountAtLeast } from './amount-rules';
import type { DepositChannel } from './DepositAddressCard';
import { useDepositCreate } from './mutations';

const TX_HASH = /^(0x)?[0-9a-fA-F]{64}$/;
/** Coins carry more decimals than USD; the server checks each coin's own. */
const COIN_PLACES = 18;

interface Errors {
  amount?: string;
  txHash?: string;
}

/** Declares a crypto deposit: amount sent, the transaction hash, and optionally a screenshot. */
export function CryptoDepositForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [txHash, setTxHash] = useState('');
  const [credentialUrl, setCredentialUrl] = useState<string>();
  const [errors, setErrors] = useState<Errors>({});
  const create = useDepositCreate();

  const onSubmit = () => {
    if (create.isPending) return;
    const value = amount.trim();
    const hash = txHash.trim();
    const next: Errors = {};
    if (!amountAtLeast(value, channel.minAmount, COIN_PLACES)) next.amount = t('validation.amount');
    if (hash === '') next.txHash = t('validation.txHash');
    else if (!TX_HASH.test(hash)) next.txHash = t('deposit.txHashShape');
    setErrors(next);
    if (next.amount || next.txHash) return;

    const input = {
      channel: 'crypto' as const,
      amount: value,
      currency: channel.currency,
      network: channel.network,
      txHash: hash,
      credentialUrl,
    };
    create.mutate(input, {
      onSuccess: () => {
        showToast(t('messages.success'));
        void navigate('/deposit/record', { replace: true });
      },
    });
  };

  return (
    <section className="card form-card" aria-label={t('deposit.declare')}>
      <h2 className="card-title">{t('deposit.declare')}</h2>
      <AmountField
        label={t('deposit.amountSent')}
        unit={channel.currency}
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setErrors((e) => ({ ...e, amount: undefined }));
        }}
        error={errors.amount}
        hint={t('deposit.minCrypto', { min: formatPrice(channel.minAmount), currency: channel.currency })}
      />
      <CodeField
        id="deposit-tx-hash"
        label={t('deposit.txHash')}
        value={txHash}
        onChange={(next) => {
          setTxHash(next);
          setErrors((e) => ({ ...e, txHash: undefined }));
        }}
        placeholder={t('deposit.txHashPlaceholder')}
        error={errors.txHash}
      />
      <ImageUploadField
        label={t('deposit.credentialOptional')}
        hint={t('deposit.credentialHint')}
        value={credentialUrl}
        onChange={setCredentialUrl}
      />
      <Button block color="primary" size="large" loading={create.isPending} onClick={onSubmit}>
        {t('deposit.submit')}
      </Button>
    </section>
  );
}
