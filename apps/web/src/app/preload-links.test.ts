import { afterEach, describe, expect, it } from 'vitest';
import { preloadLinks } from './preload-links';

const asked = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')].map((l) =>
    l.getAttribute('href'),
  );
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('preloadLinks', () => {
  it('asks for a few files at once and the rest a few per task, in their order, so no task adds them all', async () => {
    const files = Array.from({ length: 14 }, (_, i) => `/assets/f${i}.${i % 5 === 4 ? 'css' : 'js'}`);
    preloadLinks(files);
    // Three dozen links added in one task were /market's longest task at 4x CPU slowdown (80–250 ms).
    expect(asked()).toEqual(files.slice(0, 6));
    await nextTask();
    expect(asked()).toEqual(files.slice(0, 12));
    await nextTask();
    expect(asked()).toEqual(files);
    const styles = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(styles.map((l) => [l.as, l.getAttribute('href')])).toEqual([
      ['style', '/assets/f4.css'],
      ['style', '/assets/f9.css'],
    ]);
    expect([...document.head.querySelectorAll('link')].every((l) => l.crossOrigin === '')).toBe(true);
  });
});
