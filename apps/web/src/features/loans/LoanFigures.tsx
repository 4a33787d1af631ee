import type { ReactNode } from 'react';

/** Label and value rows, as the quote and the loan record show them. */
export function LoanFigures({ rows, label }: { rows: readonly [string, ReactNode][]; label: string }) {
  return (
    <dl className="figure-list" aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name} className="figure-row">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
