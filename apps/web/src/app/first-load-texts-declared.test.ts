import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_TEXTS } from './route-features';

/**
 * The features whose pages preload no screens' English (SCREEN_TEXTS.firstLoadTextsOnly) are the features whose
 * screens render without waiting for it (`firstLoadTexts` in app/screens.ts), and no other: the two lists say one fact.
 */
const LAZY =
  /lazyScreen\(\s*\(\) => import\('\.\.\/features\/([\w-]+)'\),\s*'(\w+)'(,\s*\{\s*firstLoadTexts: true\s*\})?/g;
const source = fs.readFileSync(path.join(import.meta.dirname, 'screens.ts'), 'utf8');
const screens = [...source.matchAll(LAZY)].map(([, feature = '', name = '', flag]) => ({
  feature,
  name,
  flag: !!flag,
}));

describe('screens that need only the first load’s texts', () => {
  it('reads every lazy screen of a feature in app/screens.ts', () => {
    expect(screens.length).toBe(source.split("lazyScreen(() => import('../features/").length - 1);
  });

  it('are the screens of the features whose pages preload no screens’ English, and only they', () => {
    for (const { feature, name, flag } of screens) {
      expect([name, flag]).toEqual([name, SCREEN_TEXTS.firstLoadTextsOnly.includes(feature)]);
    }
    for (const feature of SCREEN_TEXTS.firstLoadTextsOnly) {
      expect(screens.some((s) => s.feature === feature)).toBe(true);
    }
  });
});
