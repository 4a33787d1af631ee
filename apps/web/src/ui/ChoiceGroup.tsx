import type { ReactNode } from 'react';
import './money-ui.css';

export interface Choice<V> {
  value: V;
  label: ReactNode;
  /** The option's accessible name, when its label is laid out in parts (a robot's period over its fee). */
  ariaLabel?: string;
  /** Shown but not choosable (e.g. a market order while the market is closed). */
  disabled?: boolean;
}

interface ChoiceGroupProps<V extends string | number> {
  /** The group's accessible name. */
  label: string;
  options: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /**
   * What choosing does, which sets the roles: 'radio' picks a value (a radio group, aria-checked), 'tab' switches the
   * panel below (a tab list, aria-selected), 'toggle' narrows a list (a group of buttons, the chosen one pressed).
   */
  kind?: 'radio' | 'tab' | 'toggle';
  /** The row's and each option's class; chips by default. */
  className?: string;
  optionClassName?: string;
}

const GROUP_ROLE = { radio: 'radiogroup', tab: 'tablist', toggle: 'group' } as const;
const OPTION_ROLE = { radio: 'radio', tab: 'tab', toggle: undefined } as const;

/** A single choice among a few options shown side by side (chips, capsule tabs, option rows). */
export function ChoiceGroup<V extends string | number>({
  label,
  options,
  value,
  onChange,
  kind = 'radio',
  className = 'chip-select',
  optionClassName = 'chip',
}: ChoiceGroupProps<V>) {
  return (
    <div className={className} role={GROUP_ROLE[kind]} aria-label={label}>
      {options.map((option) => {
        const chosen = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role={OPTION_ROLE[kind]}
            aria-checked={kind === 'radio' ? chosen : undefined}
            aria-selected={kind === 'tab' ? chosen : undefined}
            aria-pressed={kind === 'toggle' ? chosen : undefined}
            className={optionClassName}
            aria-label={option.ariaLabel}
            disabled={option.disabled}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
