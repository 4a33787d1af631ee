import { endpoints } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('meta', () => {
  it('publishes the app version with notes and the force flag', async () => {
    const res = await h.call('appVersion');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ version: '0.1.0', force: false });
    expect(res.body.data.notes.length).toBeGreaterThan(10);
  });

  it('lists the real countries and territories with ISO and dialling codes', async () => {
    const { data } = (await h.call('areaList')).body;
    expect(data.length).toBeGreaterThanOrEqual(245);
    const by = (iso: string) => data.find((a) => a.isoCode === iso);
    expect(by('HK')).toMatchObject({ name: 'Hong Kong', dialCode: '+852' });
    expect(by('ID')).toMatchObject({ name: 'Indonesia', dialCode: '+62' });
    expect(by('US')).toMatchObject({ name: 'United States', dialCode: '+1' });
    expect(by('GB')?.dialCode).toBe('+44');
    expect(new Set(data.map((a) => a.id)).size).toBe(data.length);
  });

  it('refuses unknown query fields', async () => {
    const res = await h.call('areaList', { page: 2 });
    expect(res.body).toEqual({ code: 400, msg: 'page: is not a known field', data: null });
  });

  it('answers health with the database it uses', async () => {
    const res = await h.call('healthz');
    expect(res.body.data.status).toBe('ok');
    expect(['sqlite', 'postgresql']).toContain(res.body.data.db);
  });

  it('answers an unknown path with the 404 envelope', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/no/such/call', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: 'The URL does not exist', data: null });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/loginByUsername',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.json()).toEqual({ code: 400, msg: 'body: must be valid JSON', data: null });
  });

  it('documents every call of the contract in OpenAPI at /docs', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    for (const e of Object.values(endpoints)) {
      expect(doc.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()], e.path).toBeDefined();
    }
    const ui = await h.app.inject({ method: 'GET', url: '/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});
