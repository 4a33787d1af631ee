import { useState } from 'react';
import { type CryptoTarget, type CryptoTargetDraft, type CryptoTargetErrors, checkCryptoDraft } from './crypto-target';

const EMPTY_DRAFT: CryptoTargetDraft = { currency: null, network: null, address: '' };

/** A withdrawal address being typed into CryptoTargetFields, with the errors of the last check. */
export function useCryptoTargetDraft() {
  const [value, setValue] = useState(EMPTY_DRAFT);
  const [errors, setErrors] = useState<CryptoTargetErrors>({});

  /** Shows what is missing or wrong, if anything; else returns the address. */
  const check = (): CryptoTarget | undefined => {
    const checked = checkCryptoDraft(value);
    setErrors(checked.errors);
    return checked.target;
  };

  /** What CryptoTargetFields takes; any change clears the errors. */
  const fields = {
    value,
    errors,
    onChange: (next: CryptoTargetDraft) => {
      setValue(next);
      setErrors({});
    },
  };

  return { fields, check };
}
