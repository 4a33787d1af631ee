import { Input, type InputRef } from 'antd-mobile';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInputAria } from './input-aria';
import './money-ui.css';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown after the number, e.g. 'USD'. */
  unit?: string;
  /** Fills the field with everything available ("All"). */
  onAll?: () => void;
  error?: string;
  hint?: string;
  placeholder?: string;
}

/** A money amount input: digits and one point only, an optional "All" button, the error or a hint beneath. */
export function AmountField({ label, value, onChange, unit, onAll, error, hint, placeholder }: AmountFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<InputRef>(null);
  useInputAria(input, Boolean(error), `${id}-note`);
  return (
    <div className={error ? 'amount-field has-error' : 'amount-field'}>
      <label htmlFor={id} className="amount-field-label">
        {label}
      </label>
      <div className="amount-field-box">
        <Input
          ref={input}
          id={id}
          value={value}
          onChange={(next) => onChange(next.replace(/[^\d.]/g, ''))}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder ?? '0.00'}
        />
        {unit && <span className="amount-field-unit">{unit}</span>}
        {onAll && (
          <button type="button" className="amount-all" onClick={onAll}>
            {t('money.all')}
          </button>
        )}
      </div>
      <p id={`${id}-note`} className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
        {error ?? hint}
      </p>
    </div>
  );
}
