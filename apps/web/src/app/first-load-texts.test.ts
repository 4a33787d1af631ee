import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunksHolding, firstLoad, pageRouteFiles } from '../../first-load';
import { en } from '../i18n/en';
import { enScreens } from '../i18n/en-screens';
import { SCREEN_TEXTS } from './route-features';

/**
 * Reads the production build (`npm run build:web`), like first-load.test.ts. The first load carries only the English
 * of the app shell and /market (i18n/en.ts); every other screen waits for the rest (i18n/en-screens.ts) beside its code
 * (lib/lazy-screen.tsx). A text of the first load's modules that is only in en-screens.ts would show as its key.
 */
const WEB = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(WEB, 'dist');
const built = fs.existsSync(path.join(DIST, '.vite', 'modules.json'));

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [full] : keysOf(value, full);
  });

const firstLoadKeys = keysOf(en as unknown as Tree);
const screenKeys = keysOf(enScreens as unknown as Tree);
const namespaces = [...new Set([...Object.keys(en), ...Object.keys(enScreens)])];
/** `'trade.close'`, `"trade.close"` or `` `trade.reasons.${reason}` `` (the part before the first placeholder). */
const KEY = new RegExp(`['"\`]((?:${namespaces.join('|')})\\.[\\w.]*)(['"\`]|\\$\\{)`, 'g');

/** The keys a source file names, each with whether it is whole or the start of a key built from a value. */
function keysIn(source: string): { key: string; whole: boolean }[] {
  return [...source.matchAll(KEY)].map((m) => ({ key: m[1] ?? '', whole: m[2] !== '${' }));
}

/** In the first load's English: the key itself, or for a key built from a value, every key it may become. */
const known = ({ key, whole }: { key: string; whole: boolean }) =>
  whole
    ? firstLoadKeys.some((k) => k === key || k.startsWith(`${key}.`))
    : firstLoadKeys.some((k) => k.startsWith(key)) && !screenKeys.some((k) => k.startsWith(key));

describe("the first load's English (the built app)", () => {
  it.runIf(built)('has every text the first load of /market uses, and the lazy world map', () => {
    const modules = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'modules.json'), 'utf8')) as Record<
      string,
      string
    >;
    const { files } = firstLoad(DIST, 'src/features/market/index.ts');
    const sources = Object.entries(modules)
      .filter(([id, file]) => id.startsWith('src/') && (files.includes(file) || id.endsWith('market/WorldMap.tsx')))
      .map(([id]) => id);
    expect(sources).toContain('src/features/market/MarketScreen.tsx');
    const missing = sources.flatMap((id) =>
      keysIn(fs.readFileSync(path.join(WEB, id), 'utf8'))
        .filter((used) => !known(used))
        .map(({ key }) => `${id}: ${key}`),
    );
    expect(missing, 'texts the first load uses that only en-screens.ts has: move them to en.ts').toEqual([]);
  });

  it.runIf(built)('leaves the other screens’ English out of it, and has every other opening page fetch it', () => {
    const [textsChunk] = chunksHolding(DIST, SCREEN_TEXTS.source.slice(1));
    expect(textsChunk).toBeDefined();
    expect(firstLoad(DIST, 'src/features/market/index.ts').files).not.toContain(textsChunk);
    const byPath = pageRouteFiles(DIST);
    expect(byPath['/market']).not.toContain(`/${textsChunk}`);
    for (const opening of ['/trade', '/my', '/quote/stock']) expect(byPath[opening]).toContain(`/${textsChunk}`);
  });

  it('finds the keys a source names, whole or as the start of a built key', () => {
    expect(keysIn("t('market.title'); t(`trade.reasons.${r}`); x('nothing.here')")).toEqual([
      { key: 'market.title', whole: true },
      { key: 'trade.reasons.', whole: false },
    ]);
    expect(known({ key: 'trade.reasons.', whole: false })).toBe(false);
    expect(known({ key: 'market.ipo.status.', whole: false })).toBe(true);
    // A namespace split between the two files: a built key may only become first-load keys.
    expect(known({ key: 'blockTrade.', whole: false })).toBe(false);
    expect(known({ key: 'common.ok', whole: true })).toBe(true);
  });
});
