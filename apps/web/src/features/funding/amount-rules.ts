import { compareDecimal } from '../../lib/decimal';
import { isAmountInput } from '../../lib/money';

/** An amount that is well formed, with at most `places` decimals, and at least `min`. */
export const amountAtLeast = (value: string, min: string, places = 2): boolean =>
  isAmountInput(value, places) && compareDecimal(value.trim(), '0') > 0 && compareDecimal(value.trim(), min) >= 0;
