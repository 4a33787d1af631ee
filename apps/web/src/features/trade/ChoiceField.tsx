import type { ReactNode } from 'react';
import { type Choice, ChoiceGroup } from '../../ui/ChoiceGroup';

interface ChoiceFieldProps<V extends string | number> {
  label: string;
  options: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  /** A segmented control (two or three options) or a row of chips (leverage). */
  look?: 'segment' | 'chips';
  /** Notes under the choice. */
  children?: ReactNode;
}

/** A labelled single choice of the order form, with its notes beneath. */
export function ChoiceField<V extends string | number>({
  label,
  options,
  value,
  onChange,
  look = 'segment',
  children,
}: ChoiceFieldProps<V>) {
  return (
    <div className="trade-section">
      <span className="trade-label">{label}</span>
      <ChoiceGroup<V>
        label={label}
        className={look === 'segment' ? 'segment' : 'chip-select trade-chips'}
        optionClassName={look === 'segment' ? 'segment-option' : 'chip'}
        value={value}
        onChange={onChange}
        options={options}
      />
      {children}
    </div>
  );
}
