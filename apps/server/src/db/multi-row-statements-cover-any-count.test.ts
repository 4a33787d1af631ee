import { describe, expect, it } from 'vitest';
import { statementChunks } from './prepared.ts';

const sizes = (n: number) => statementChunks(Array.from({ length: n }, (_, i) => i)).map((c) => c.length);

describe('multi-row statements', () => {
  it("write a posting's few entries in one statement", () => {
    expect(sizes(1)).toEqual([1]);
    expect(sizes(3)).toEqual([3]);
    expect(sizes(9)).toEqual([9]);
  });

  it('cut a large count into statements of 1,000, 100 and 10 rows and one of the rest', () => {
    expect(sizes(2_345)).toEqual([1000, 1000, 100, 100, 100, 10, 10, 10, 10, 5]);
    expect(sizes(20)).toEqual([10, 10]);
    expect(sizes(0)).toEqual([]);
  });

  it('keep every row once, in order', () => {
    const rows = Array.from({ length: 1_234 }, (_, i) => i);
    expect(statementChunks(rows).flat()).toEqual(rows);
  });
});
