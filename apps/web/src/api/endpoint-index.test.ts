import { type Endpoint, endpoints } from '@bourse/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointIndex } from 'virtual:bourse-endpoint-index';
import { createApiClient } from './client';

const contract = endpoints as Record<string, Endpoint>;
const table = endpointIndex as Record<string, (typeof endpointIndex)[keyof typeof endpointIndex]>;

describe("the web client's endpoint table (built from the contract at build time)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has every endpoint of the contract, with its method, path, login, idempotency and upload field', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(contract).sort());
    for (const [name, e] of Object.entries(contract)) {
      const row = table[name];
      expect({ name, ...row, output: undefined }).toEqual({
        name,
        method: e.method,
        path: e.path,
        auth: e.auth,
        ...(e.idempotent ? { idempotent: true } : {}),
        ...(e.idempotencyOmits?.length ? { idempotencyOmits: e.idempotencyOmits } : {}),
        ...(e.multipartFile ? { multipartFile: e.multipartFile } : {}),
        output: undefined,
      });
    }
  });

  it("loads each endpoint's own output schema, from the contract file that defines it", async () => {
    for (const [name, e] of Object.entries(contract)) {
      const { output } = table[name] ?? {};
      expect(typeof output, name).toBe('function');
      expect(await (output as () => Promise<unknown>)(), name).toBe(e.output);
    }
  });

  it('checks an answer against the lazily loaded schema: a wrong shape is a bad response', async () => {
    const client = createApiClient<typeof endpoints>(endpointIndex, {
      baseUrl: '',
      getToken: () => null,
      onAuthExpired: () => {},
      onNetworkError: () => {},
      fetch: async () => new Response(JSON.stringify({ code: 200, msg: 'success', data: { nope: 1 } })),
    });
    await expect(client.call('appVersion', {})).rejects.toMatchObject({ code: 'bad-response' });
  });
});
