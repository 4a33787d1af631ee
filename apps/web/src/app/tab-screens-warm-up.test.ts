// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_FILES_ID } from './preload-links';
import { preloadTabScreens } from './screens';
import { MAIN_TABS } from './tabs';

// In a build, index.html lists the files of each tab's feature; warming up the tab screens fetches those files at low
// priority without running them (their code ran as long tasks while the opening screen was still settling).
afterEach(() => {
  document.head.replaceChildren();
});

const links = () =>
  [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href'), l.crossOrigin] as const);

describe('warming up the tab screens in a build', () => {
  it('asks for every tab’s files, scripts as module preloads and style sheets as style preloads, one tab at a time', async () => {
    const files = Object.fromEntries(
      MAIN_TABS.map((tab) => [tab.path, [`/assets${tab.path}.js`, `/assets${tab.path}.css`]]),
    );
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = ROUTE_FILES_ID;
    list.textContent = JSON.stringify(files);
    document.head.append(list);

    const seenAtEachIdle: number[] = [];
    await preloadTabScreens(async () => {
      seenAtEachIdle.push(document.head.querySelectorAll('link').length);
    });

    expect(links()).toEqual(
      MAIN_TABS.flatMap((tab) => [
        ['modulepreload', `/assets${tab.path}.js`, ''],
        ['preload', `/assets${tab.path}.css`, ''],
      ]),
    );
    // The first idle period comes before anything is asked for, then one tab's files per idle period.
    expect(seenAtEachIdle).toEqual([0, 2, 4, 6, 8, 10]);
  });
});
