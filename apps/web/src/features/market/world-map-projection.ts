import { type GeoContext, geoNaturalEarth1, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import { PREVIEW_MAP_INDICES } from '@bourse/contract';
import { INDEX_PLACES, labelBoxes, MAP_WIDTH, placeLabels, type WorldMapShape } from './world-map';

/**
 * Drawing the world map, done once when the app is built (world-map-shape.ts), never in the browser: d3-geo, topojson
 * and the atlas would cost a phone about 40 KB and a second of script on the market screen's first load.
 */

const ANTARCTICA = '010';

type Topology = Parameters<typeof feature>[0];

/** The part of the world the map shows: the inhabited latitudes, from the Americas to New Zealand. */
const VIEW: GeoJSON.MultiPoint = {
  type: 'MultiPoint',
  coordinates: [
    [-128, 62],
    [0, 68],
    [170, 62],
    [-128, -44],
    [0, -44],
    [170, -44],
  ],
};

/**
 * Writes rings as an SVG path in whole units (one is about a pixel on a phone): each ring starts with an absolute move,
 * goes on in relative steps, and drops repeated points; a ring left with fewer than three points is too small to see.
 */
class WholeUnitPath implements GeoContext {
  private out: string[] = [];
  private ring: Array<[number, number]> = [];

  moveTo(x: number, y: number) {
    this.endRing();
    this.ring = [[Math.round(x), Math.round(y)]];
  }

  lineTo(x: number, y: number) {
    const point: [number, number] = [Math.round(x), Math.round(y)];
    const last = this.ring[this.ring.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) this.ring.push(point);
  }

  closePath() {
    this.endRing();
  }

  beginPath() {
    this.endRing();
  }

  /** d3 draws points as circles; the countries are polygons only. */
  arc(): never {
    throw new Error('the world map draws no points');
  }

  toString() {
    this.endRing();
    return this.out.join('');
  }

  private endRing() {
    const [first, ...rest] = this.ring;
    this.ring = [];
    if (!first || rest.length < 2) return;
    const steps: string[] = [];
    let [x, y] = first;
    for (const [px, py] of rest) {
      steps.push(`${px - x} ${py - y}`);
      [x, y] = [px, py];
    }
    // A minus sign separates numbers by itself.
    this.out.push(`M${first[0]} ${first[1]}l${steps.join(' ')}z`.replaceAll(' -', '-'));
  }
}

/**
 * Projects Natural Earth's 1:110m countries (world-atlas) with the Natural Earth projection, fitted to the inhabited
 * latitudes (the poles and the far Pacific fall outside and are clipped by the SVG), and each financial centre of
 * INDEX_PLACES onto it; and places the labels of the Preview's ten.
 */
export function drawWorldMap(topology: Topology, width = MAP_WIDTH): WorldMapShape {
  const object = topology.objects.countries;
  if (object?.type !== 'GeometryCollection') throw new Error('the atlas has no countries');
  const all = feature(topology, object) as FeatureCollection<Geometry>;
  const countries: FeatureCollection<Geometry> = {
    type: 'FeatureCollection',
    features: all.features.filter((f: Feature) => f.id !== ANTARCTICA),
  };
  const projection = geoNaturalEarth1().fitWidth(width, VIEW);
  const [[, top], [, bottom]] = geoPath(projection).bounds(VIEW);
  projection.translate([projection.translate()[0], projection.translate()[1] - top]);
  const land = new WholeUnitPath();
  geoPath(projection, land)(countries);
  const places: Record<string, readonly [number, number]> = {};
  for (const [code, place] of Object.entries(INDEX_PLACES)) {
    const [x, y] = projection([place.lon, place.lat]) ?? [0, 0];
    places[code] = [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
  }
  const height = Math.ceil(bottom - top);
  const labels = placeLabels(labelBoxes(PREVIEW_MAP_INDICES, places), width, height);
  return { width, height, land: land.toString(), places, labels };
}
