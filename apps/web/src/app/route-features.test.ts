import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_FRAME_PATHS, ROUTE_FEATURES } from './route-features';
import { routes } from './routes';
import { MAIN_TABS } from './tabs';

const publicFiles = import.meta.glob<Record<string, unknown>>('../features/*/index.ts');

/** The screen a path shows: the leaf route's element, through a redirect. */
function screenAt(path: string): ReactElement {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route.element;
  if (!isValidElement(leaf)) throw new Error(`no route element at ${path}`);
  if (leaf.type === Navigate) return screenAt((leaf.props as { to: string }).to);
  return leaf;
}

describe('the features index.html fetches ahead for a path', () => {
  it.each(Object.entries(ROUTE_FEATURES))('%s opens a screen of the %s feature', async (path, feature) => {
    const type = screenAt(path).type as { displayName?: string };
    const name = /^lazyScreen\((\w+)\)$/.exec(type.displayName ?? '')?.[1];
    expect(name, `${path} shows a lazily loaded screen`).toBeDefined();
    const load = publicFiles[`../features/${feature}/index.ts`];
    expect(load, `features/${feature} has a public file`).toBeDefined();
    expect((await load?.())?.[name ?? '']).toBeDefined();
  });
});

describe('the opening pages whose first frame index.html carries', () => {
  it('are tab paths, each written as the tab bar writes it and named once', () => {
    const tabPaths = MAIN_TABS.map((tab) => tab.path);
    for (const path of FIRST_FRAME_PATHS) expect(tabPaths, `${path} is a tab path`).toContain(path);
    expect(new Set(FIRST_FRAME_PATHS).size).toBe(FIRST_FRAME_PATHS.length);
  });
});
