import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { filesUnder, MIN_BYTES, TEXT } from '../../precompress';

/**
 * Reads the production build (`npm run build:web`) as the server will send it (docs/decisions.md, Web delivery): the
 * compressed copies it sends in place of each text file, scripts that do not point browsers at their source maps, and
 * a page with a description and icons that exist. The server's side (encoding by Accept-Encoding, caching, no maps) is
 * tested in apps/server/src/platform/web-app-delivery.test.ts.
 */
const DIST = path.resolve(import.meta.dirname, '../../dist');
const built = fs.existsSync(path.join(DIST, 'index.html'));
const relative = (file: string) => path.relative(DIST, file).split(path.sep).join('/');
const textFiles = () => (built ? filesUnder(DIST).filter((f) => TEXT.test(f) && fs.statSync(f).size >= MIN_BYTES) : []);

describe('the built web app as the server sends it', () => {
  it('has a build to read', () => {
    expect(built, 'apps/web/dist has no index.html: run `npm run build:web` first').toBe(true);
  });

  it.runIf(built)('has a brotli and a gzip copy of every text file that compresses, each the file itself', () => {
    const files = textFiles();
    expect(files.some((f) => /assets\/index-[\w-]+\.js$/.test(f))).toBe(true);
    for (const file of files) {
      const raw = fs.readFileSync(file);
      // A quick brotli says whether the file compresses at all (an .ico holding a PNG does not).
      const compresses =
        brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }).length < raw.length;
      if (!compresses) continue;
      expect(fs.existsSync(`${file}.br`), `${relative(file)}.br`).toBe(true);
      expect(fs.existsSync(`${file}.gz`), `${relative(file)}.gz`).toBe(true);
      expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(raw), `${relative(file)}.br`).toBe(true);
      expect(gunzipSync(fs.readFileSync(`${file}.gz`)).equals(raw), `${relative(file)}.gz`).toBe(true);
    }
  });

  it.runIf(built)('writes source maps for reading stack traces but no script names its map', () => {
    const scripts = filesUnder(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.filter((f) => fs.existsSync(`${f}.map`)).length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(fs.readFileSync(script, 'utf8'), relative(script)).not.toMatch(/sourceMappingURL/);
    }
  });

  it.runIf(built)('gives the page a description, and every icon it names is in the build', () => {
    const page = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const description = /<meta\s+name="description"\s+content="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(50);
    const icons = [...page.matchAll(/<link\s+rel="(?:icon|apple-touch-icon)"\s+href="\/([^"]+)"/g)].map((m) => m[1]!);
    expect(icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of icons) expect(fs.existsSync(path.join(DIST, icon)), icon).toBe(true);
    expect(fs.existsSync(path.join(DIST, 'favicon.ico'))).toBe(true);
    expect(fs.readFileSync(path.join(DIST, 'robots.txt'), 'utf8')).toMatch(/^User-agent: \*$/m);
  });
});
