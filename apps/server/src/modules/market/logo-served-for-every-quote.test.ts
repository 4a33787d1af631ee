import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('GET /logo/:market/:file', () => {
  it('serves a monogram for every quote’s and every offering’s localLogoUrl, cached long and locked down', async () => {
    const urls = [
      ...[...h.ctx.market.allLive()].map((l) => l.quote.localLogoUrl),
      ...(await h.call('ipoList', { pageSize: 100 })).body.data.data.map((o) => o.localLogoUrl),
    ];
    expect(urls.length).toBeGreaterThan(400);
    for (const url of urls) {
      const res = await h.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(res.body.startsWith('<svg')).toBe(true);
    }
    const brk = await h.app.inject({ url: '/logo/US/BRK.B.svg' });
    expect(brk.body).toContain('Berkshire');
  });

  it.each(['/logo/US/NOPE.svg', '/logo/HK/AAPL.svg', '/logo/XX/AAPL.svg', '/logo/US/AAPL.png', '/logo/US/aapl.svg'])(
    '%s is 404 in the envelope',
    async (url) => {
      const res = await h.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: 'The URL does not exist', data: null });
    },
  );
});
