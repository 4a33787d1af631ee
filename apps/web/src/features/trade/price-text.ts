import { formatPrice } from '../../lib/format';

/**
 * A stored price as the cards show it: with thousands separators and at least two decimals ('100' → '100.00',
 * '147.5' → '147.50'); longer prices (forex, futures) keep every place they have.
 */
export function priceText(value: string): string {
  const [int, frac = ''] = value.split('.');
  return formatPrice(frac.length >= 2 || !/^-?\d+$/.test(int ?? '') ? value : `${int}.${frac.padEnd(2, '0')}`);
}
