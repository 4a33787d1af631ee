import atlas from 'world-atlas/countries-110m.json';
import { PREVIEW_MAP_INDICES } from '@bourse/contract';
import { describe, expect, it } from 'vitest';
import builtShape from 'virtual:world-map-shape';
import { INDEX_PLACES, labelBoxes, leaderEnd, placeLabels } from './world-map';
import { drawWorldMap } from './world-map-projection';

const map = drawWorldMap(atlas as unknown as Parameters<typeof drawWorldMap>[0]);

const boxesFor = (codes: string[]) => labelBoxes(codes, map.places);

describe('world map', () => {
  it('projects real borders at phone width, the financial centres inside', () => {
    expect(map.width).toBe(360);
    expect(map.height).toBeGreaterThan(150);
    expect(map.land.length).toBeGreaterThan(10_000);
    const [x, y] = map.places['.SPX'] ?? [0, 0]; // New York
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(map.width / 2);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(map.height / 2);
    const [sx, sy] = map.places['.AXJO'] ?? [0, 0]; // Sydney: east and south of New York
    expect(sx).toBeGreaterThan(x);
    expect(sy).toBeGreaterThan(y);
    expect(Object.keys(map.places).sort()).toEqual(Object.keys(INDEX_PLACES).sort());
  });

  it('is a compact path of whole units, and what the app is built with', () => {
    // Every ring: an absolute move, then relative whole-unit steps, closed.
    expect(map.land).toMatch(/^(M-?\d+( |(?=-))-?\d+l[-\d ]+z)+$/);
    expect(map.land.length).toBeLessThan(80_000);
    expect(builtShape).toEqual(map);
  });

  it('places ten labels inside the map without covering one another', () => {
    // The server's ten (topIndex type 0), and another plausible ten.
    for (const codes of [
      [...PREVIEW_MAP_INDICES],
      ['.DJI', '.GSPTSE', '.BVSP', '.FTSE', '.GDAXI', '.FCHI', '.N225', '.HSI', '.KS11', '.JKSE'],
    ]) {
      const labels = placeLabels(boxesFor(codes), map.width, map.height);
      expect(labels.map((l) => l.id)).toEqual(codes);
      for (const a of labels) {
        expect(a.left).toBeGreaterThanOrEqual(0);
        expect(a.top).toBeGreaterThanOrEqual(0);
        expect(a.left + a.w).toBeLessThanOrEqual(map.width);
        expect(a.top + a.h).toBeLessThanOrEqual(map.height);
        for (const b of labels) {
          if (a === b) continue;
          const apart =
            a.left + a.w <= b.left || b.left + b.w <= a.left || a.top + a.h <= b.top || b.top + b.h <= a.top;
          expect(apart, `${a.id} covers ${b.id}`).toBe(true);
        }
      }
    }
  });

  it('stops searching once it stops finding better, with the layout a full search gives', () => {
    for (const codes of [
      ['.SPX', '.GSPTSE', '.BVSP', '.FTSE', '.GDAXI', '.N225', '.HSI', '.SSEC', '.BSESN', '.AXJO'],
      ['.DJI', '.GSPTSE', '.BVSP', '.FTSE', '.GDAXI', '.FCHI', '.N225', '.HSI', '.KS11', '.JKSE'],
    ]) {
      const boxes = boxesFor(codes);
      expect(placeLabels(boxes, map.width, map.height)).toEqual(
        placeLabels(boxes, map.width, map.height, { patience: Infinity }),
      );
    }
  });

  it('draws a leader line only for a label set away from its point', () => {
    expect(leaderEnd({ id: 'a', x: 10, y: 10, w: 40, h: 20, left: 15, top: 0 })).toBeNull();
    expect(leaderEnd({ id: 'a', x: 10, y: 10, w: 40, h: 20, left: 60, top: 0 })).toEqual([60, 10]);
  });
});
