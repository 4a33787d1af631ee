import './money-ui.css';

interface ChipSelectProps<V extends string> {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
}

/** A single choice among a few options, as a row of chips (a radio group). */
export function ChipSelect<V extends string>({ label, options, value, onChange }: ChipSelectProps<V>) {
  return (
    <div className="chip-select" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          className={option.value === value ? 'chip active' : 'chip'}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
