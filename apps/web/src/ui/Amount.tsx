import { trendOf } from '../lib/decimal';
import { formatSigned } from '../lib/format';
import { formatMoney, MASKED_AMOUNT } from '../lib/money';
import { useAmountMasked } from './amount-mask';

interface AmountProps {
  value: string;
  /** A signed value: '+12.30' or '-4.00', in the up or down colour. */
  signed?: boolean;
  className?: string;
  testId?: string;
}

/** A money amount (2 decimals, truncated), or ***** when the user hides amounts. */
export function Amount({ value, signed = false, className = '', testId }: AmountProps) {
  const masked = useAmountMasked();
  const trend = signed && !masked ? ` trend-${trendOf(value)}` : '';
  return (
    <span className={`num amount${trend}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {masked ? MASKED_AMOUNT : signed ? formatSigned(value) : formatMoney(value)}
    </span>
  );
}
