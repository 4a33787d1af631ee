import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness.ts';

const PAGE = '<!doctype html><html><head><title>Bourse</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** A build folder as `npm run build:web` leaves it: each text file with its brotli and gzip copies beside it. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-web-'));
  const write = (name: string, body: string | Buffer, compress = true) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
    if (compress) {
      fs.writeFileSync(`${file}.br`, brotliCompressSync(body));
      fs.writeFileSync(`${file}.gz`, gzipSync(body));
    }
  };
  write('index.html', PAGE);
  write('assets/index-AbC123.js', SCRIPT);
  write('assets/index-AbC123.js.map', '{"version":3,"sources":["secret-source.ts"],"mappings":""}');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('favicon-32.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), false);
  write('sw.js', `self.addEventListener('fetch', () => {}); // ${'x'.repeat(600)}`);
  write('manifest.webmanifest', JSON.stringify({ name: 'Bourse', icons: [], description: 'x'.repeat(600) }));
  return dir;
}

describe('serving the built web app', () => {
  let dist: string;
  let h: Harness;
  let withMaps: Harness;
  beforeAll(async () => {
    dist = fakeBuild();
    h = await createHarness({ WEB_DIST: dist });
    withMaps = await createHarness({ WEB_DIST: dist, WEB_SOURCE_MAPS: 'true' });
  });
  afterAll(async () => {
    await h.close();
    await withMaps.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}, on = h) =>
    on.app.inject({ method: 'GET', url, headers });

  it('sends a script as brotli to a browser that accepts it, gzip to one that accepts only gzip, plain otherwise', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('says every answer varies by Accept-Encoding, so a shared cache keeps the copies apart', async () => {
    for (const headers of [{ 'accept-encoding': 'br' }, {}] as Record<string, string>[]) {
      const res = await get('/assets/index-AbC123.js', headers);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never lets a cache answer for the page: a client route and /index.html both ask the server each time', async () => {
    const page = await get('/market', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);

    const direct = await get('/index.html');
    expect(direct.headers['cache-control']).toBe('no-cache');
    expect(direct.body).toBe(PAGE);
  });

  it('does not send source maps to browsers unless WEB_SOURCE_MAPS is on', async () => {
    const hidden = await get('/assets/index-AbC123.js.map');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 404 });
    expect(hidden.body).not.toContain('secret-source');

    const shown = await get('/assets/index-AbC123.js.map', {}, withMaps);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('secret-source');
  });

  it('does not serve the compressed copies under their own names', async () => {
    const res = await get('/assets/index-AbC123.js.br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });

  it('serves the favicons, which are not hashed and are kept a day', async () => {
    const svg = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.headers['cache-control']).toBe('public, max-age=86400');
    const png = await get('/favicon-32.png', { 'accept-encoding': 'br' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
  });

  it('never lets a cache answer for the service worker, so a new deployment is noticed on the next visit', async () => {
    const res = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('serves the web app manifest as a manifest, kept a day', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.json()).toMatchObject({ name: 'Bourse' });
  });

  it('answers an unknown file that is not a page request with the envelope 404', async () => {
    const res = await get('/assets/missing.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it('answers a missing file with the envelope 404 even to a browser, never with the page in its place', async () => {
    for (const url of ['/robots.txt', '/assets/gone-Old123.js', '/assets/index-AbC123.js.map', '/old-sw.js?v=2']) {
      const res = await get(url, { accept: 'text/html,*/*' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null });
    }
    // A client route whose query has a dot (a ticker such as BRK.B) is still a page.
    const page = await get('/quote/stock?symbol=BRK.B', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(PAGE);
  });
});

describe('serving the back office at /backoffice/', () => {
  const ADMIN_PAGE = '<!doctype html><html><head><title>Bourse back office</title></head><body></body></html>';
  let web: string;
  let admin: string;
  let h: Harness;
  beforeAll(async () => {
    web = fakeBuild();
    admin = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-admin-'));
    fs.writeFileSync(path.join(admin, 'index.html'), ADMIN_PAGE);
    fs.mkdirSync(path.join(admin, 'assets'));
    fs.writeFileSync(path.join(admin, 'assets/index-Zz9.js'), SCRIPT);
    fs.writeFileSync(path.join(admin, 'assets/index-Zz9.js.br'), brotliCompressSync(SCRIPT));
    h = await createHarness({ WEB_DIST: web, ADMIN_DIST: admin });
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(web, { recursive: true, force: true });
    fs.rmSync(admin, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });

  it('sends the back office page, never cached unasked, for its own paths and deep links; the phone app elsewhere', async () => {
    for (const url of ['/backoffice/', '/backoffice/users/12/show', '/backoffice']) {
      const page = await get(url, { accept: 'text/html' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(ADMIN_PAGE);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/markets', { accept: 'text/html' })).body).toBe(PAGE);
  });

  it('sends its hashed scripts precompressed and immutable; the API under /admin/ is not a page', async () => {
    const js = await get('/backoffice/assets/index-Zz9.js', { 'accept-encoding': 'br' });
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(js.rawPayload).toString()).toBe(SCRIPT);
    const missing = await get('/backoffice/assets/nope.js');
    expect(missing.statusCode).toBe(404);
    const api = await get('/admin/nothing-here', { accept: 'text/html' });
    expect(api.body).not.toBe(ADMIN_PAGE);
  });
});
