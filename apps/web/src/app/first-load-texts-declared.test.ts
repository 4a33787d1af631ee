import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_TEXTS } from './route-features';

/**
 * The features whose pages preload no screens' English (SCREEN_TEXTS.firstLoadTextsOnly) are the features whose lazy
 * screens render without waiting for it (`firstLoadTexts`), and no other: the two say one fact. Every `lazyScreen` of
 * the app is read: app/screens.ts names a feature by its import (`../features/<name>`), a feature's own files by
 * their folder.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const CALL = /lazyScreen\(\s*\(\) => import\('([^']+)'\),\s*'(\w+)'(\s*,\s*\{[^}]*\})?\s*\)/g;

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

interface LazyScreen {
  file: string;
  name: string;
  feature: string | undefined;
  firstLoadTexts: boolean;
}

const screens: LazyScreen[] = [];
let calls = 0;
for (const file of sourceFiles(SRC)) {
  if (file.endsWith(path.join('lib', 'lazy-screen.tsx'))) continue;
  const source = fs.readFileSync(file, 'utf8');
  calls += source.split('lazyScreen(').length - 1;
  for (const [, target = '', name = '', options = ''] of source.matchAll(CALL)) {
    const imported = path.resolve(path.dirname(file), target);
    const feature = /(?:^|[\\/])features[\\/]([\w-]+)/.exec(path.relative(SRC, imported))?.[1];
    screens.push({ file, name, feature, firstLoadTexts: /firstLoadTexts:\s*true/.test(options) });
  }
}

describe('screens that need only the first load’s texts', () => {
  it('reads every lazy screen of the app', () => {
    expect(screens.length).toBeGreaterThan(40);
    expect(screens.length).toBe(calls);
  });

  it('are the screens of the features whose pages preload no screens’ English, and only they', () => {
    for (const { file, name, feature, firstLoadTexts } of screens) {
      const expected = feature !== undefined && SCREEN_TEXTS.firstLoadTextsOnly.includes(feature);
      expect([path.relative(SRC, file), name, firstLoadTexts]).toEqual([path.relative(SRC, file), name, expected]);
    }
    for (const feature of SCREEN_TEXTS.firstLoadTextsOnly) {
      expect(screens.some((s) => s.feature === feature && s.firstLoadTexts)).toBe(true);
    }
  });
});
