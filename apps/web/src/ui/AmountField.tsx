import { Input, type InputRef } from 'antd-mobile';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalInputText, readDecimalInput } from '../lib/locale';
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

/**
 * A money amount input: digits and one decimal mark, shown with the language's ('12,50' in Indonesian; a typed '.'
 * counts too) while `value` stays the decimal string ('12.50'); an optional "All" button, the error and the hint beneath.
 */
export function AmountField({ label, value, onChange, unit, onAll, error, hint, placeholder }: AmountFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<InputRef>(null);
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  useInputAria(input, Boolean(error), described || undefined);
  return (
    <div className={error ? 'amount-field has-error' : 'amount-field'}>
      <label htmlFor={id} className="amount-field-label">
        {label}
      </label>
      <div className="amount-field-box">
        <Input
          ref={input}
          id={id}
          value={decimalInputText(value)}
          onChange={(next) => onChange(readDecimalInput(next))}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder ?? decimalInputText('0.00')}
        />
        {unit && <span className="amount-field-unit">{unit}</span>}
        {onAll && (
          <button type="button" className="amount-all" onClick={onAll}>
            {t('money.all')}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {/* The hint stays beneath an error (which adds a line above it): it says the limits or the balance the error
          is about. A field without a hint keeps an empty line for its error, so that form does not move. */}
      {(hint || !error) && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
