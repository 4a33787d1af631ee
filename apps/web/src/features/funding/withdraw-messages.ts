import { i18n } from '../../i18n';
import { formatMoney } from '../../lib/money';
import type { AmountProblem } from './withdraw-amount';

/** The message shown under the amount for each problem. */
export function amountMessage(problem: AmountProblem | undefined, min: string): string | undefined {
  if (problem === 'invalid') return i18n.t('validation.amount');
  if (problem === 'belowMin') return i18n.t('withdraw.belowMin', { min: formatMoney(min) });
  if (problem === 'aboveUsable') return i18n.t('withdraw.aboveUsable');
  return undefined;
}
