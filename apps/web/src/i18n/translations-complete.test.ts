import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enScreens } from './en-screens';
import { id } from './id';
import { zhHant } from './zh-Hant';

type Tree = { [key: string]: string | Tree };

/** Every text of a resource tree by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();
const firstLoad = flatten(en as unknown as Tree);
const screens = flatten(enScreens as unknown as Tree);
const english = new Map([...firstLoad, ...screens]);

describe('the English texts', () => {
  it('write each key once, in the first load (en.ts) or with the other screens (en-screens.ts)', () => {
    expect([...firstLoad.keys()].filter((key) => screens.has(key))).toEqual([]);
  });
});

describe.each([
  ['zh-Hant', zhHant],
  ['id', id],
])('the %s texts', (_language, texts) => {
  const translated = flatten(texts as unknown as Tree);

  it('have every key of English and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keep the placeholders of each English text', () => {
    const differing = [...english].filter(([key, text]) => {
      return JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(translated.get(key) ?? ''));
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('leave no non-empty English text blank', () => {
    const blank = [...english].filter(([key, text]) => text !== '' && !translated.get(key)?.trim());
    expect(blank.map(([key]) => key)).toEqual([]);
  });
});
