import { Input, type InputRef } from 'antd-mobile';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalInputText, readDecimalInput } from '../../lib/locale';
import { useInputAria } from '../../ui/input-aria';

interface StepFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** − and + (a tick for a price, a lot for a quantity); no steppers when absent. */
  onStep?: (step: 1 | -1) => void;
  /**
   * Digits only (a quantity) or digits and one decimal mark (a price: `value` keeps a point, the field shows the
   * language's mark, lib/locale.ts).
   */
  kind?: 'decimal' | 'integer';
  unit?: string;
  placeholder?: string;
  disabled?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Buttons beside the label (Half, All). */
  extra?: ReactNode;
  testId?: string;
}

/** A number typed as text, with − and + steppers, and its error or hint beneath. */
export function StepField({
  label,
  value,
  onChange,
  onStep,
  kind = 'decimal',
  unit,
  placeholder,
  disabled = false,
  error,
  hint,
  extra,
  testId,
}: StepFieldProps) {
  const id = useId();
  const input = useRef<InputRef>(null);
  const noted = (error ?? hint) !== undefined;
  useInputAria(input, Boolean(error), noted ? `${id}-note` : undefined);
  const clean = (next: string) => (kind === 'integer' ? next.replace(/\D/g, '') : readDecimalInput(next));
  return (
    <div className={error ? 'step-field has-error' : 'step-field'} data-testid={testId}>
      <div className="step-field-head">
        <label htmlFor={id} className="step-field-label">
          {label}
        </label>
        {extra}
      </div>
      <div className="step-field-box">
        {onStep && <StepButton step={-1} field={label} disabled={disabled} onStep={onStep} />}
        <Input
          ref={input}
          id={id}
          value={kind === 'integer' ? value : decimalInputText(value)}
          onChange={(next) => onChange(clean(next))}
          inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
          autoComplete="off"
          placeholder={placeholder}
          disabled={disabled}
        />
        {unit && <span className="step-field-unit">{unit}</span>}
        {onStep && <StepButton step={1} field={label} disabled={disabled} onStep={onStep} />}
      </div>
      {noted && (
        <p id={`${id}-note`} className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

function StepButton({
  step,
  field,
  disabled,
  onStep,
}: {
  step: 1 | -1;
  field: string;
  disabled: boolean;
  onStep: (step: 1 | -1) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="step-button"
      aria-label={step > 0 ? t('trade.increase', { field }) : t('trade.decrease', { field })}
      disabled={disabled}
      onClick={() => onStep(step)}
    >
      {step > 0 ? '+' : '−'}
    </button>
  );
}
