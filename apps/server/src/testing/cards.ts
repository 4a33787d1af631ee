import { luhnValid } from '@bourse/contract';

/** A Luhn-valid card number of `length` digits starting with `prefix` (test data only). */
export function cardNumber(length: number, prefix = '4'): string {
  const body = prefix.padEnd(length - 1, '7');
  for (let check = 0; check < 10; check++) {
    if (luhnValid(`${body}${check}`)) return `${body}${check}`;
  }
  throw new Error('unreachable: one check digit always fits');
}
