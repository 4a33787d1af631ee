import { describe, expect, it } from 'vitest';
import { labelSlots } from './label-slots';

const box = { height: 16, top: 0, bottom: 200 };
const apart = (ys: number[]) => {
  const sorted = [...ys].sort((a, b) => a - b);
  return sorted.every((y, k) => k === 0 || y - (sorted[k - 1] as number) >= 16);
};

describe('price labels on the axis', () => {
  it('keeps a label on its price when nothing is there', () => {
    expect(labelSlots([50, 120], 100, box)).toEqual([50, 120]);
    expect(labelSlots([50, 120], undefined, box)).toEqual([50, 120]);
  });

  it("moves a label off the live price's just enough, away from it: above when above, below when below", () => {
    expect(labelSlots([97], 100, box)).toEqual([84]);
    expect(labelSlots([104], 100, box)).toEqual([116]);
  });

  it('moves two lines near the live price to either side of it', () => {
    expect(labelSlots([99, 101], 100, box)).toEqual([84, 116]);
  });

  it('keeps the order of the prices, whatever order the lines come in, and moves only what must move', () => {
    // Far from the live label: 100 and 105 collide, 110 then collides with the pushed 105.
    const slots = labelSlots([100, 110, 105], 190, box);
    expect(slots).toEqual([100, 132, 116]);
    // Order wins: the line at 83 makes room above for the one pushed off the live label, which stays below it.
    expect(labelSlots([99, 83], 100, box)).toEqual([84, 68]);
    expect(apart([...labelSlots([99, 83], 100, box), 100])).toBe(true);
  });

  it('sends labels to the other side when the live label leaves no room at the edge', () => {
    // Above 12 a label has no room (it needs 8 px above its centre): it goes below.
    expect(labelSlots([10], 12, box)).toEqual([28]);
  });

  it('lets labels overlap at the edge when there is no room for them all', () => {
    const slots = labelSlots([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], undefined, { ...box, bottom: 100 });
    expect(slots.every((y) => y >= 8 && y <= 92)).toBe(true);
    expect(apart(slots)).toBe(false);
  });
});
