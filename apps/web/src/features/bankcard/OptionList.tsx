import type { ReactNode } from 'react';
import { ChoiceGroup } from '../../ui/ChoiceGroup';

export interface Option {
  value: number;
  title: string;
  /** A detail line under the title; none when empty. */
  sub: ReactNode;
}

interface OptionListProps {
  label: string;
  options: readonly Option[];
  value: number | null;
  onChange: (value: number) => void;
}

/** Saved cards or addresses as a single choice: a row each, with its title, a detail line and a radio mark. */
export function OptionList({ label, options, value, onChange }: OptionListProps) {
  return (
    <ChoiceGroup
      className="option-list"
      optionClassName="option-row"
      label={label}
      value={value}
      onChange={onChange}
      options={options.map((option) => ({
        value: option.value,
        label: (
          <>
            <span className="option-text">
              <span className="option-title">{option.title}</span>
              {option.sub && <span className="option-sub num">{option.sub}</span>}
            </span>
            <span className="option-check" aria-hidden="true" />
          </>
        ),
      }))}
    />
  );
}
