import { describe, expect, it } from 'vitest';
import { labelSlots } from './label-slots';

const box = { height: 16, top: 0, bottom: 200 };

describe('price labels on the axis', () => {
  it('keeps a label on its price when nothing is there', () => {
    expect(labelSlots([50, 120], [100], box)).toEqual([50, 120]);
  });

  it("moves a label off the live price's, away from it: above when it is above, below when below", () => {
    // 97 is 3 px above the live label at 100; moving 2 px at a time, the first clear slot above is 83 (17 from it).
    expect(labelSlots([97], [100], box)).toEqual([83]);
    expect(labelSlots([104], [100], box)).toEqual([116]);
  });

  it('moves the second of two lines near the live price clear of both', () => {
    const [entry, stop] = labelSlots([99, 101], [100], box);
    expect(entry).toBe(83);
    expect(stop).toBe(117);
    const all = [100, entry as number, stop as number];
    for (const a of all) for (const b of all) if (a !== b) expect(Math.abs(a - b)).toBeGreaterThanOrEqual(16);
  });

  it('turns the other way at the edge of the chart', () => {
    // Above 12 there is no room (a label needs 8 px above its centre): it goes below.
    expect(labelSlots([10], [12], box)).toEqual([28]);
  });
});
