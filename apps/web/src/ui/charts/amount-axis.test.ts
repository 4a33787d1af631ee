import { describe, expect, it } from 'vitest';
import { amountTicks, LABEL_CLEARANCE_PX } from './amount-axis';

/** 1 px per unit, top at 1,001,000. */
const toY = (price: number) => 1_001_000 - price;

describe("an equity curve's amount axis", () => {
  it('writes whole thousands without cents, grouped', () => {
    expect(amountTicks([1_001_000, 1_000_000.0000000001, 999_000], toY, null)).toEqual([
      '1,001,000',
      '1,000,000',
      '999,000',
    ]);
  });

  it('keeps the cents when a tick has them', () => {
    expect(amountTicks([100.5, 100, 99.5], toY, null)).toEqual(['100.50', '100.00', '99.50']);
  });

  it("leaves blank a tick the last value's label would cover, and writes the ones clear of it", () => {
    const labelY = toY(996_000);
    const clear = 996_000 + LABEL_CLEARANCE_PX;
    const covered = [996_000 + LABEL_CLEARANCE_PX - 1, 996_000, 996_000 - LABEL_CLEARANCE_PX + 1];
    expect(amountTicks([clear, ...covered, 995_000], toY, labelY)).toEqual(['996,012', '', '', '', '995,000']);
  });

  it('writes every tick while a coordinate is not known yet', () => {
    expect(amountTicks([996_000], () => null, toY(996_000))).toEqual(['996,000']);
  });
});
