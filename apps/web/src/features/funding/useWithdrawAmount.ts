import { WITHDRAWAL_MIN } from '@bourse/contract';
import { useState } from 'react';
import { useUsableWithdrawal } from './queries';
import { withdrawAmountProblem } from './withdraw-amount';
import { amountMessage } from './withdraw-messages';

/** The amount of a withdrawal: what can be withdrawn, the typed value and its error until it changes. */
export function useWithdrawAmount() {
  const usable = useUsableWithdrawal();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  /** Shows why the amount cannot be asked for, if it cannot; else returns it trimmed. */
  const check = (): string | undefined => {
    const min = usable.data?.minAmount ?? WITHDRAWAL_MIN;
    const message = amountMessage(withdrawAmountProblem(value, usable.data?.amount ?? '0', min), min);
    setError(message);
    return message ? undefined : value.trim();
  };

  const onChange = (next: string) => {
    setValue(next);
    setError(undefined);
  };

  return { usable, value, error, onChange, check };
}

export type WithdrawAmountState = ReturnType<typeof useWithdrawAmount>;
