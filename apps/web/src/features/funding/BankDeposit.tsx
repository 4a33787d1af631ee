import { DEPOSIT_MIN, type Deposit } from '@bourse/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../ui/AmountField';
import { amountAtLeast } from './amount-rules';
import { BankInstructions } from './BankInstructions';
import { CredentialStep } from './CredentialStep';
import { useDepositCreate } from './mutations';

/** A bank deposit: the amount, then the platform's account and reference code, then the transfer credential. */
export function BankDeposit() {
  const [deposit, setDeposit] = useState<Deposit | null>(null);
  if (!deposit) return <BankAmountStep onCreated={setDeposit} />;
  return (
    <>
      <BankInstructions deposit={deposit} />
      <CredentialStep deposit={deposit} />
    </>
  );
}

function BankAmountStep({ onCreated }: { onCreated: (deposit: Deposit) => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const create = useDepositCreate();

  const onSubmit = () => {
    if (create.isPending) return;
    const value = amount.trim();
    if (!amountAtLeast(value, DEPOSIT_MIN)) return setError(t('validation.amount'));
    create.mutate({ channel: 'bank', amount: value }, { onSuccess: onCreated });
  };

  return (
    <section className="card form-card">
      <AmountField
        label={t('deposit.amount')}
        unit="USD"
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setError(undefined);
        }}
        error={error}
        hint={t('deposit.minNote', { min: DEPOSIT_MIN })}
      />
      <Button block color="primary" size="large" loading={create.isPending} onClick={onSubmit}>
        {t('deposit.continue')}
      </Button>
    </section>
  );
}
