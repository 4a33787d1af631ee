import { PasscodeInput } from 'antd-mobile';

export const PAY_PASSWORD_LENGTH = 6;

interface PayPasswordInputProps {
  label: string;
  value: string;
  /** Gets the digits only. */
  onChange: (digits: string) => void;
  /** Once all six boxes are filled. */
  onFill?: (digits: string) => void;
  /** Turns the boxes red. */
  error: boolean;
}

/** The six separate boxes of the transaction password. */
export function PayPasswordInput({ label, value, onChange, onFill, error }: PayPasswordInputProps) {
  return (
    <PasscodeInput
      aria-label={label}
      length={PAY_PASSWORD_LENGTH}
      seperated
      value={value}
      onChange={(next) => onChange(next.replace(/\D/g, ''))}
      onFill={onFill}
      error={error}
    />
  );
}
