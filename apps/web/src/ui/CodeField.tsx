import { Input } from 'antd-mobile';
import './money-ui.css';

interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  /** Gets the value without surrounding spaces. */
  onChange: (value: string) => void;
  placeholder: string;
  error?: string;
}

/** A one-line field for a pasted code (a wallet address, a transaction hash): no autocorrection, the error beneath. */
export function CodeField({ id, label, value, onChange, placeholder, error }: CodeFieldProps) {
  return (
    <div className={error ? 'text-field has-error' : 'text-field'}>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        value={value}
        onChange={(next) => onChange(next.trim())}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
      />
      <p className="field-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}
