/**
 * Where labels of a price axis go so that none covers another: each wanted position (a y, in pixels) is kept when it
 * is clear of the labels placed before it (`fixed` first: the live price's, which is drawn on top), or else moved to
 * the nearest clear position, first away from the label it hit, within `top`..`bottom`. Labels are `height` high and
 * centred on their position. Answers the positions in the order wanted (one left where it was if none is clear).
 */
export function labelSlots(
  wanted: readonly number[],
  fixed: readonly number[],
  { height, top, bottom }: { height: number; top: number; bottom: number },
): number[] {
  const placed = [...fixed];
  const STEP = 2;
  const reach = Math.ceil((bottom - top) / STEP);
  return wanted.map((at) => {
    const clear = (c: number) =>
      c - height / 2 >= top && c + height / 2 <= bottom && placed.every((p) => Math.abs(p - c) >= height);
    const hit = placed.find((p) => Math.abs(p - at) < height);
    const away = hit === undefined || at <= hit ? -1 : 1;
    let slot = at;
    for (let k = 0; k <= 2 * reach; k++) {
      const offset = Math.ceil(k / 2) * STEP * (k % 2 === 1 ? away : -away);
      if (clear(at + offset)) {
        slot = at + offset;
        break;
      }
    }
    placed.push(slot);
    return slot;
  });
}
