interface ChipGroupProps<K extends string> {
  label: string;
  options: ReadonlyArray<{ key: K; title: string }>;
  value: K;
  onChange: (key: K) => void;
}

/** A row of single-choice filter chips. */
export function ChipGroup<K extends string>({ label, options, value, onChange }: ChipGroupProps<K>) {
  return (
    <div className="chip-group" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className="chip"
          aria-pressed={option.key === value}
          onClick={() => onChange(option.key)}
        >
          {option.title}
        </button>
      ))}
    </div>
  );
}
