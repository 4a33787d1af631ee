import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPriceText } from './plain-constants.ts';
import { priceField } from './trading.ts';

describe('the price rule, as the server checks it (zod) and as the order form does (no zod)', () => {
  it('agrees on the edges', () => {
    const cases = ['187.25', '1', '0.0000000001', '0', '0.00', '', '-1', '1.', '.5', '1e3', ' 1', '1.00000000001'];
    cases.push('9'.repeat(30), '9'.repeat(31), `1.${'0'.repeat(9)}1`);
    for (const text of cases) expect(isPriceText(text), JSON.stringify(text)).toBe(priceField.safeParse(text).success);
    expect(isPriceText('187.25')).toBe(true);
    expect(isPriceText('0.00')).toBe(false);
  });

  it('agrees on any text made of digits, dots and signs', () => {
    const text = fc.stringMatching(/^[-+0-9.e ]{0,34}$/);
    fc.assert(fc.property(text, (s) => isPriceText(s) === priceField.safeParse(s).success));
  });
});
