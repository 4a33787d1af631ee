import { compareDecimal } from '../../lib/decimal';
import { isAmountInput } from '../../lib/money';

export type AmountProblem = 'invalid' | 'belowMin' | 'aboveUsable';

/** Why a withdrawal amount (USD, at most 2 decimals) cannot be asked for, or undefined when it can. */
export function withdrawAmountProblem(value: string, usable: string, min: string): AmountProblem | undefined {
  const amount = value.trim();
  if (!isAmountInput(amount) || compareDecimal(amount, '0') <= 0) return 'invalid';
  if (compareDecimal(amount, min) < 0) return 'belowMin';
  if (compareDecimal(amount, usable) > 0) return 'aboveUsable';
  return undefined;
}
