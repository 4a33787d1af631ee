/** Where an index is at home: its financial centre, and a short name that fits a map label. */
export interface IndexPlace {
  lon: number;
  lat: number;
  short: string;
}

const NEW_YORK = { lon: -74.01, lat: 40.71 };

/** Index codes (the catalogue's RICs) at their financial centres. */
export const INDEX_PLACES: Readonly<Record<string, IndexPlace>> = {
  '.DJI': { ...NEW_YORK, short: 'Dow Jones' },
  '.SPX': { ...NEW_YORK, short: 'S&P 500' },
  '.IXIC': { ...NEW_YORK, short: 'Nasdaq' },
  '.NDX': { ...NEW_YORK, short: 'Nasdaq 100' },
  '.RUT': { ...NEW_YORK, short: 'Russell 2000' },
  '.GSPTSE': { lon: -79.38, lat: 43.65, short: 'TSX' },
  '.BVSP': { lon: -46.63, lat: -23.55, short: 'Ibovespa' },
  '.MXX': { lon: -99.13, lat: 19.43, short: 'IPC Mexico' },
  '.FTSE': { lon: -0.13, lat: 51.51, short: 'FTSE 100' },
  '.GDAXI': { lon: 8.68, lat: 50.11, short: 'DAX' },
  '.FCHI': { lon: 2.35, lat: 48.86, short: 'CAC 40' },
  '.STOXX50E': { lon: 8.54, lat: 47.37, short: 'STOXX 50' },
  '.IBEX': { lon: -3.7, lat: 40.42, short: 'IBEX 35' },
  '.FTMIB': { lon: 9.19, lat: 45.46, short: 'FTSE MIB' },
  '.AEX': { lon: 4.9, lat: 52.37, short: 'AEX' },
  '.SSMI': { lon: 8.54, lat: 47.37, short: 'SMI' },
  '.N225': { lon: 139.69, lat: 35.69, short: 'Nikkei 225' },
  '.HSI': { lon: 114.17, lat: 22.28, short: 'Hang Seng' },
  '.HSCE': { lon: 114.17, lat: 22.28, short: 'HS China' },
  '.HSTECH': { lon: 114.17, lat: 22.28, short: 'HS Tech' },
  '.SSEC': { lon: 121.47, lat: 31.23, short: 'Shanghai' },
  '.KS11': { lon: 126.98, lat: 37.57, short: 'KOSPI' },
  '.JKSE': { lon: 106.85, lat: -6.21, short: 'IDX' },
  '.JKLQ45': { lon: 106.85, lat: -6.21, short: 'LQ45' },
  '.AXJO': { lon: 151.21, lat: -33.87, short: 'ASX 200' },
  '.BSESN': { lon: 72.88, lat: 19.08, short: 'Sensex' },
  '.STI': { lon: 103.85, lat: 1.29, short: 'STI' },
};

/** The map's drawing width in SVG units; the SVG scales to the column (about one unit per pixel on a phone). */
export const MAP_WIDTH = 360;

/**
 * The map as the build draws it (world-map-shape.ts, a Vite plugin running `drawWorldMap`): the countries as one SVG
 * path in whole units, each financial centre of INDEX_PLACES projected onto it, and the Preview's labels placed. The
 * browser places labels only for another set of indices.
 */
export interface WorldMapShape {
  width: number;
  height: number;
  /** The countries as one SVG path. */
  land: string;
  /** Each index code of INDEX_PLACES at its projected point. */
  places: Readonly<Record<string, readonly [number, number]>>;
  /** The labels of the Preview's ten (PREVIEW_MAP_INDICES), placed at build time: the search takes a phone ~35 ms. */
  labels: readonly PlacedLabel[];
}

export interface LabelBox {
  id: string;
  /** The point labelled. */
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlacedLabel extends LabelBox {
  /** Top-left corner of the label. */
  left: number;
  top: number;
}

const LABEL_HEIGHT = 26;
/** Label widths in SVG units, from the text (10 px type is about 5.7 units a character). */
const labelWidth = (name: string) => Math.round(Math.max(name.length * 5.7, 42) + 12);

/** The label boxes of these index codes at their points on the map (codes the map does not place are left out). */
export function labelBoxes(
  codes: readonly string[],
  places: Readonly<Record<string, readonly [number, number]>>,
): LabelBox[] {
  return codes.flatMap((code) => {
    const place = INDEX_PLACES[code];
    const point = places[code];
    return place && point ? [{ id: code, x: point[0], y: point[1], w: labelWidth(place.short), h: LABEL_HEIGHT }] : [];
  });
}

const GAP = 5;
const DOT_RADIUS = 3;

/** Candidate spots around a point: close in first, further out with a leader line after. */
function candidates(box: LabelBox): Array<[number, number]> {
  const spots: Array<[number, number]> = [];
  for (const d of [GAP, 12, 20, 30, 42]) {
    spots.push(
      [box.x + d, box.y - box.h / 2], // right
      [box.x - d - box.w, box.y - box.h / 2], // left
      [box.x - box.w / 2, box.y - d - box.h], // above
      [box.x - box.w / 2, box.y + d], // below
      [box.x + d, box.y - box.h - d / 2], // upper right
      [box.x - d - box.w, box.y - box.h - d / 2], // upper left
      [box.x + d, box.y + d / 2], // lower right
      [box.x - d - box.w, box.y + d / 2], // lower left
    );
  }
  return spots;
}

const overlap = (a: { left: number; top: number; w: number; h: number }, b: typeof a) =>
  Math.max(0, Math.min(a.left + a.w, b.left + b.w) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.top + a.h, b.top + b.h) - Math.max(a.top, b.top));

/** Distance from a point to the nearest edge of a rectangle (0 inside). */
const reach = (x: number, y: number, r: { left: number; top: number; w: number; h: number }) =>
  Math.hypot(Math.max(r.left - x, 0, x - r.left - r.w), Math.max(r.top - y, 0, y - r.top - r.h));

/** A small seeded generator, so the layout is the same on every render. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

type Rect = { left: number; top: number; w: number; h: number };

/** How much of `r` the rectangles cover, summed. */
function coverage(r: Rect, others: readonly Rect[]) {
  let sum = 0;
  for (const o of others) sum += overlap(r, o);
  return sum;
}

/**
 * Places the labels one by one in `order`, each at its cheapest spot (covering nothing, near its point). Runs hundreds
 * of times per layout, so the candidate spots and the dots come computed (`spots`, by box) and nothing is allocated
 * per spot tried. Gives up (null) once its cost reaches `bound`, the best layout's so far: it could no longer win.
 */
function greedy(
  order: readonly LabelBox[],
  spots: ReadonlyMap<LabelBox, Array<[number, number]>>,
  dots: Rect[],
  bound = Infinity,
) {
  const placed: PlacedLabel[] = [];
  let total = 0;
  const rect: Rect = { left: 0, top: 0, w: 0, h: 0 };
  for (const box of order) {
    let best: PlacedLabel | null = null;
    let bestCost = Infinity;
    rect.w = box.w;
    rect.h = box.h;
    for (const [left, top] of spots.get(box) ?? []) {
      rect.left = left;
      rect.top = top;
      const cost = (coverage(rect, placed) + coverage(rect, dots)) * 100 + reach(box.x, box.y, rect);
      if (cost < bestCost) {
        best = { ...box, left, top };
        bestCost = cost;
      }
    }
    if (best) placed.push(best);
    total += bestCost;
    if (total >= bound) return null;
  }
  return { placed, total };
}

/**
 * Places labels next to their points without covering each other, the other points or the map's edge, as close to
 * their points as can be: a greedy placement tried in many (seeded) orders, keeping the best, until `patience` orders
 * in a row brought nothing better (the first placement is often the best: the search then costs a phone a few
 * milliseconds instead of a long task as the screen first shows) or `tries` ran out.
 */
export function placeLabels(
  boxes: readonly LabelBox[],
  width: number,
  height: number,
  { tries = 300, patience = 40 } = {},
): PlacedLabel[] {
  const random = seeded(7);
  // Each box's candidate spots, kept inside the map.
  const spots = new Map(
    boxes.map((box) => [
      box,
      candidates(box).map(([left, top]): [number, number] => [
        Math.min(Math.max(left, 0), width - box.w),
        Math.min(Math.max(top, 0), height - box.h),
      ]),
    ]),
  );
  const dots = boxes.map((b) => ({
    left: b.x - DOT_RADIUS,
    top: b.y - DOT_RADIUS,
    w: DOT_RADIUS * 2,
    h: DOT_RADIUS * 2,
  }));
  let best = greedy(boxes, spots, dots) ?? { placed: [], total: 0 };
  for (let i = 0, sinceBetter = 0; i < tries && sinceBetter < patience && best.total > 0; i++, sinceBetter++) {
    const order = [...boxes];
    for (let j = order.length - 1; j > 0; j--) {
      const k = Math.floor(random() * (j + 1));
      [order[j], order[k]] = [order[k] as LabelBox, order[j] as LabelBox];
    }
    const attempt = greedy(order, spots, dots, best.total);
    if (attempt) {
      best = attempt;
      sinceBetter = 0;
    }
  }
  return boxes.flatMap((b) => best.placed.filter((p) => p.id === b.id));
}

/** The nearest point of a label's box to its point (where a leader line ends), or null when they touch. */
export function leaderEnd(label: PlacedLabel): [number, number] | null {
  const x = Math.min(Math.max(label.x, label.left), label.left + label.w);
  const y = Math.min(Math.max(label.y, label.top), label.top + label.h);
  return Math.hypot(x - label.x, y - label.y) > GAP + 1 ? [x, y] : null;
}
