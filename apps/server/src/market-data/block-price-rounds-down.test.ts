import { describe, expect, it } from 'vitest';
import { blockPrice } from './block-quote.ts';

describe('block price', () => {
  it('is price × (1 − discount) rounded down to the tick', () => {
    expect(blockPrice('244.45', '0.02', '0.01')).toBe('239.56'); // 239.561
    expect(blockPrice('100.00', '0.03', '0.01')).toBe('97.00');
    expect(blockPrice('417.0', '0.025', '0.2')).toBe('406.4'); // 406.575 → 406.4 on a 0.2 grid
    expect(blockPrice('0.9999', '0.05', '0.0001')).toBe('0.9499'); // 0.949905
  });
});
