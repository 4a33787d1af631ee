import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Plugin } from 'vite';
import { drawWorldMap } from './src/features/market/world-map-projection.ts';

const MODULE_ID = 'virtual:world-map-shape';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves `virtual:world-map-shape`: the market screen's world map (features/market/world-map-projection.ts), drawn
 * from the atlas when the app is built or served, so the browser receives a finished SVG path and the projected
 * financial centres instead of the atlas and the projection code.
 */
export function worldMapShape(): Plugin {
  let source: string | undefined;
  return {
    name: 'bourse-world-map-shape',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!source) {
        const atlasFile = createRequire(import.meta.url).resolve('world-atlas/countries-110m.json');
        const atlas = JSON.parse(fs.readFileSync(atlasFile, 'utf8')) as Parameters<typeof drawWorldMap>[0];
        source = `export default ${JSON.stringify(drawWorldMap(atlas))};`;
      }
      return source;
    },
  };
}
