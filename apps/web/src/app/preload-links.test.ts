import { afterEach, describe, expect, it } from 'vitest';
import { preloadLinks } from './preload-links';

const asked = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')].map((l) =>
    l.getAttribute('href'),
  );
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const element of document.head.querySelectorAll('link, script')) element.remove();
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

  it('skips files the page has asked for already, and adds as many new ones a task as before', async () => {
    const linked = document.createElement('link');
    linked.rel = 'modulepreload';
    linked.href = '/assets/f1.js';
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/assets/f2.js';
    document.head.append(linked, script);
    // f0 twice in one list: asked for once.
    const files = [...Array.from({ length: 9 }, (_, i) => `/assets/f${i}.js`)];
    files.splice(1, 0, '/assets/f0.js');

    preloadLinks(files);
    expect(asked()).toEqual(['/assets/f1.js', '/assets/f0.js', ...files.slice(4, 9)]);
    await nextTask();
    expect(asked()).toEqual(['/assets/f1.js', '/assets/f0.js', ...files.slice(4)]);

    // The same list again (another tab sharing these files) adds nothing.
    preloadLinks(files);
    await nextTask();
    await nextTask();
    expect(asked()).toHaveLength(8);
  });
});
