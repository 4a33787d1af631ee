/**
 * Where the labels of a price axis go so that none covers another and they keep the order of their prices: each
 * wanted position (a y, in pixels) stays where it is when there is room, and otherwise moves just far enough, away
 * from the live price's label (`live`, drawn on top and never moved), within `top`..`bottom`. Labels are `height`
 * high and centred on their position. The labels above the live one are packed upwards from it and those below
 * downwards; a side with no room at all sends its labels to the other. Where even that leaves no room, labels at the
 * chart's edge overlap. Answers the positions in the order wanted.
 */
export function labelSlots(
  wanted: readonly number[],
  live: number | undefined,
  { height, top, bottom }: { height: number; top: number; bottom: number },
): number[] {
  const lo = top + height / 2;
  const hi = bottom - height / 2;
  const order = wanted.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const slots: number[] = [...wanted];
  if (live === undefined) {
    pack(order, lo, hi, height, slots);
    return slots;
  }
  let above = order.filter((l) => l.y <= live);
  let below = order.filter((l) => l.y > live);
  const roomAbove = live - height >= lo;
  const roomBelow = live + height <= hi;
  if (!roomAbove && roomBelow) [above, below] = [[], [...above, ...below]];
  if (!roomBelow && roomAbove) [above, below] = [[...above, ...below], []];
  pack(above, lo, Math.max(lo, live - height), height, slots);
  pack(below, Math.min(hi, live + height), hi, height, slots);
  return slots;
}

/**
 * Labels in price order (top first) given positions within `from`..`to`, at least `height` apart: pushed down past
 * the one above each, then up below the one under each (so the group stays inside `to`), then held inside `from`.
 */
function pack(labels: readonly { y: number; i: number }[], from: number, to: number, height: number, slots: number[]) {
  const at = labels.map((l) => l.y);
  for (let k = 0; k < at.length; k++) {
    at[k] = Math.max(at[k] as number, from, k > 0 ? (at[k - 1] as number) + height : from);
  }
  for (let k = at.length - 1; k >= 0; k--) {
    at[k] = Math.min(at[k] as number, k < at.length - 1 ? (at[k + 1] as number) - height : to);
  }
  labels.forEach((l, k) => {
    slots[l.i] = Math.max(at[k] as number, from);
  });
}
