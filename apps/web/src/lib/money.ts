/**
 * Money on decimal strings, exactly (docs/design.md §4): sums by scaled bigint, display by docs/product.md §9 truncation.
 * Never floating point.
 */
import { Decimal, isDecimalString } from '@bourse/domain';
import { decimalOf } from './decimal';
import { group, truncate } from './format';

/** How many decimals a decimal string is written with ('10.50' → 2). */
const placesOf = (value: string): number => value.trim().split('.')[1]?.length ?? 0;

/**
 * The exact sum of decimal strings ('10.5' + '0.25' = '10.75'), written with the most places of any of them; text
 * that is not a number counts as zero.
 */
export function sumDecimals(values: readonly string[]): string {
  let total = Decimal.ZERO;
  let places = 0;
  for (const value of values) {
    const decimal = decimalOf(value);
    if (!decimal) continue;
    total = total.add(decimal);
    places = Math.max(places, placesOf(value));
  }
  return total.toFixed(places);
}

/** An amount as a user types it: digits with at most `places` decimals ('12', '12.5', '12.50'); no sign. */
export function isAmountInput(value: string, places = 2): boolean {
  const text = value.trim();
  return isDecimalString(text) && !text.startsWith('-') && placesOf(text) <= places;
}

/** '1234.5' → '1,234.50' (truncated to 2 decimals, docs/product.md §9). */
export const formatMoney = (value: string): string => group(truncate(value));

/** What a masked amount shows (docs/product.md §9: five asterisks). */
export const MASKED_AMOUNT = '*****';
