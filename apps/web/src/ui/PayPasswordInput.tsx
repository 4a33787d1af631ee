import './pay-password-input.css';

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

const CELLS = Array.from({ length: PAY_PASSWORD_LENGTH }, (_, i) => i);

/**
 * The six separate boxes of the transaction password. The field itself is one real password input, labelled and
 * reachable by keyboard and screen readers, laid transparently over the boxes, which only draw what was typed (a dot
 * per digit) and are hidden from assistive technology.
 */
export function PayPasswordInput({ label, value, onChange, onFill, error }: PayPasswordInputProps) {
  const current = Math.min(value.length, PAY_PASSWORD_LENGTH - 1);
  return (
    <div className={error ? 'pay-password has-error' : 'pay-password'}>
      <input
        className="pay-password-field"
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={PAY_PASSWORD_LENGTH}
        aria-label={label}
        aria-invalid={error || undefined}
        value={value}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH);
          onChange(digits);
          if (digits.length === PAY_PASSWORD_LENGTH && digits !== value) onFill?.(digits);
        }}
      />
      <div className="pay-password-cells" aria-hidden="true">
        {CELLS.map((i) => (
          <span key={i} className={i === current ? 'pay-password-cell current' : 'pay-password-cell'}>
            {i < value.length ? '•' : ''}
          </span>
        ))}
      </div>
    </div>
  );
}
