import { areaSchema, defineEndpoint, endpoints, userSchema } from '@bourse/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient, REQUEST_TIMEOUT_MS } from './client';

const user = {
  id: 7,
  name: '',
  phone: '',
  profilePhoto: '',
  userLoginId: 'alice_1',
  email: 'alice@example.com',
  inviteCode: 'ABCD1234',
  hasPayPassword: false,
  kycStatus: 0,
};

/** The contract plus a GET with a query and a path parameter (none of the contract's calls has one yet). */
const registry = {
  ...endpoints,
  areaById: defineEndpoint({
    method: 'GET',
    path: '/area/:id',
    tag: 'test',
    summary: 'test',
    auth: false,
    input: endpoints.getEmailCode.input,
    params: userSchema.pick({ id: true }),
    output: areaSchema,
  }),
};
const area = { id: 42, name: 'Hong Kong', isoCode: 'HK', dialCode: '+852' };

const envelope = (code: number, data: unknown, msg = code === 200 ? 'success' : 'failed') =>
  new Response(JSON.stringify({ code, msg, data }), { status: code, headers: { 'content-type': 'application/json' } });

/** A fetch stand-in that answers like fetch does: it rejects when its signal aborts. */
function fakeFetch(answer: () => Response | Promise<Response> = () => envelope(200, null)) {
  return vi.fn(
    (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init?.signal;
        if (signal?.aborted) return reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason));
        Promise.resolve().then(answer).then(resolve, reject);
      }),
  );
}

/** A fetch whose answers wait until `release()` is called. */
function gatedFetch(answer: () => Response) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchImpl = fakeFetch(async () => {
    await gate;
    return answer();
  });
  return { release, fetchImpl };
}

function setup(fetchImpl: ReturnType<typeof fakeFetch>, token: string | null = 'tok-123') {
  const onAuthExpired = vi.fn();
  const onNetworkError = vi.fn();
  const client = createApiClient(registry, {
    baseUrl: 'https://api.example.test/',
    getToken: () => token,
    fetch: fetchImpl,
    onAuthExpired,
    onNetworkError,
  });
  return { client, onAuthExpired, onNetworkError };
}

const requestOf = (fetchImpl: ReturnType<typeof fakeFetch>, index = 0) => {
  const args = fetchImpl.mock.calls[index];
  if (!args) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const [url, init] = args;
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

describe('api client', () => {
  afterEach(() => vi.useRealTimers());

  it('POSTs the input as JSON to the registry path with the SPEC headers and the raw token', async () => {
    const fetchImpl = fakeFetch(() => envelope(200, { token: 't', user }));
    const { client } = setup(fetchImpl);

    const session = await client.call('login', { username: 'alice_1', password: 'secret123' });

    expect(session.user.userLoginId).toBe('alice_1');
    const { url, init, headers } = requestOf(fetchImpl);
    expect(url).toBe('https://api.example.test/loginByUsername');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'alice_1', password: 'secret123' });
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('languages')).toBe('en');
    expect(headers.get('authorization')).toBe('tok-123');
  });

  it('sends no Authorization header when there is no token', async () => {
    const fetchImpl = fakeFetch();
    const { client } = setup(fetchImpl, null);
    await client.call('getEmailCode', { email: 'a@b.c', type: 'register' });
    expect(requestOf(fetchImpl).headers.has('authorization')).toBe(false);
  });

  it('drops null and undefined fields from the body', async () => {
    const fetchImpl = fakeFetch(() => envelope(200, { token: 't', user }));
    const { client } = setup(fetchImpl);
    const input = { email: 'a@b.c', code: '123456', userLoginId: 'alice_1', password: 'secret123' };
    await client.call('register', { ...input, inviteCode: undefined });
    await client.call('register', { ...input, inviteCode: null as unknown as string });

    expect(String(requestOf(fetchImpl, 0).init.body)).toBe(JSON.stringify(input));
    expect(String(requestOf(fetchImpl, 1).init.body)).toBe(JSON.stringify(input));
  });

  it('sends extra headers', async () => {
    const fetchImpl = fakeFetch();
    const { client } = setup(fetchImpl);
    await client.call('getEmailCode', { email: 'a@b.c', type: 'register' }, { headers: { 'x-trace': 't-1' } });
    const { headers } = requestOf(fetchImpl);
    expect(headers.get('x-trace')).toBe('t-1');
    expect(headers.get('authorization')).toBe('tok-123');
  });

  describe('Idempotency-Key', () => {
    const toStock = { from: 'balance', to: 'stock', amount: '5' } as const;
    const transfer = {
      id: 1,
      from: 'balance',
      to: 'stock',
      amount: '5.00',
      status: 'completed',
      createTimeTimestamp: 1,
      settleTimeTimestamp: 1,
      cancelTimeTimestamp: null,
    };
    const keyOf = (fetchImpl: ReturnType<typeof fakeFetch>, index: number) =>
      requestOf(fetchImpl, index).headers.get('idempotency-key');
    /** Answers each call in turn: an envelope, or a thrown network failure for 'down'. */
    const answers = (...list: (number | 'down')[]) => {
      let next = 0;
      return fakeFetch(() => {
        const code = list[next++] ?? 200;
        if (code === 'down') throw new TypeError('Failed to fetch');
        return envelope(code, code === 200 ? transfer : null);
      });
    };

    it('is sent, 32 hex digits, only to endpoints the contract marks idempotent', async () => {
      const fetchImpl = answers(200, 200);
      const { client } = setup(fetchImpl);
      await client.call('transfer', toStock);
      await client.call('getEmailCode', { email: 'a@b.c', type: 'register' }).catch(() => undefined);
      expect(keyOf(fetchImpl, 0)).toMatch(/^[0-9a-f]{32}$/);
      expect(keyOf(fetchImpl, 1)).toBeNull();
    });

    it('stays the same while the request is retried after a network failure, and is new after an answer', async () => {
      const fetchImpl = answers('down', 'down', 200, 200);
      const { client } = setup(fetchImpl);
      for (let i = 0; i < 4; i++) await client.call('transfer', toStock).catch(() => undefined);
      const keys = [0, 1, 2, 3].map((i) => keyOf(fetchImpl, i));
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).toBe(keys[0]);
      expect(keys[3]).not.toBe(keys[0]);
    });

    it('is new after a refusal, which is an answer too', async () => {
      const fetchImpl = answers(422, 200);
      const { client } = setup(fetchImpl);
      await client.call('transfer', toStock).catch(() => undefined);
      await client.call('transfer', toStock);
      expect(keyOf(fetchImpl, 1)).not.toBe(keyOf(fetchImpl, 0));
    });

    it('stays the same after a gateway error page (the server may not have answered)', async () => {
      let first = true;
      const fetchImpl = fakeFetch(() => {
        if (!first) return envelope(200, transfer);
        first = false;
        return new Response('<html>Bad Gateway</html>', { status: 502 });
      });
      const { client } = setup(fetchImpl);
      await client.call('transfer', toStock).catch(() => undefined);
      await client.call('transfer', toStock);
      expect(keyOf(fetchImpl, 1)).toBe(keyOf(fetchImpl, 0));
    });

    it('differs between different requests, and a repeat of one keeps its own key', async () => {
      const fetchImpl = answers('down', 'down', 200);
      const { client } = setup(fetchImpl);
      await client.call('transfer', toStock).catch(() => undefined);
      await client.call('transfer', { ...toStock, amount: '6' }).catch(() => undefined);
      await client.call('transfer', toStock);
      expect(keyOf(fetchImpl, 1)).not.toBe(keyOf(fetchImpl, 0));
      expect(keyOf(fetchImpl, 2)).toBe(keyOf(fetchImpl, 0));
    });

    it('is shared by a double tap: the repeat cancels the first send and carries its key', async () => {
      const { release, fetchImpl } = gatedFetch(() => envelope(200, transfer));
      const { client } = setup(fetchImpl);
      const first = client.call('cancelTransfer', { id: 1 }).catch((e: unknown) => e);
      const second = client.call('cancelTransfer', { id: 1 });
      await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
      release();
      expect(await first).toMatchObject({ code: 'abort' });
      await expect(second).resolves.toMatchObject({ id: 1 });
      expect(keyOf(fetchImpl, 1)).toBe(keyOf(fetchImpl, 0));
    });

    it("leaves the fields the contract omits from the fingerprint out of the request's identity", async () => {
      const fetchImpl = fakeFetch(() => {
        throw new TypeError('Failed to fetch');
      });
      const { client } = setup(fetchImpl);
      const request = { amount: '20', cardId: 7 };
      await client.call('withdrawalApply', { ...request, payPassword: '111111' }).catch(() => undefined);
      await client.call('withdrawalApply', { ...request, payPassword: '246810' }).catch(() => undefined);
      expect(keyOf(fetchImpl, 1)).toBe(keyOf(fetchImpl, 0));
    });

    it('is kept per client: another client (a reload) starts afresh', async () => {
      const fetchImpl = answers('down', 200);
      await setup(fetchImpl)
        .client.call('transfer', toStock)
        .catch(() => undefined);
      await setup(fetchImpl).client.call('transfer', toStock);
      expect(keyOf(fetchImpl, 1)).not.toBe(keyOf(fetchImpl, 0));
    });
  });

  it('sends the file of a multipart endpoint as form data, letting fetch set the content type', async () => {
    const fetchImpl = fakeFetch(() => envelope(200, { url: '/upload/abc?sig=1' }));
    const { client } = setup(fetchImpl);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
    const first = client.call('upload', {}, { file });
    const second = client.call('upload', {}, { file });
    await expect(Promise.all([first, second])).resolves.toEqual([
      { url: '/upload/abc?sig=1' },
      { url: '/upload/abc?sig=1' },
    ]);
    const { init, headers } = requestOf(fetchImpl);
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(headers.has('content-type')).toBe(false);
  });

  it('sends a GET input as a query string, without a body, and fills path parameters', async () => {
    const fetchImpl = fakeFetch(() => envelope(200, area));
    const { client } = setup(fetchImpl);

    const answer = await client.call('areaById', { email: 'a@b.c', type: 'reset' }, { params: { id: 42 } });

    expect(answer).toEqual(area);
    const { url, init } = requestOf(fetchImpl);
    expect(url).toBe('https://api.example.test/area/42?email=a%40b.c&type=reset');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('returns data of a code-200 envelope', async () => {
    const version = { version: '1.2.0', notes: '', force: false, publishTimeTimestamp: 1 };
    const fetchImpl = fakeFetch(() => envelope(200, version));
    const { client } = setup(fetchImpl);
    await expect(client.call('appVersion', {})).resolves.toEqual(version);
    expect(requestOf(fetchImpl).url).toBe('https://api.example.test/appVersion/getPublishAppVersion');
  });

  it('throws an ApiError with the server code, msg and data for other codes', async () => {
    const fetchImpl = fakeFetch(() => envelope(400, { field: 'email' }, 'email: must be an email address (text@text)'));
    const { client, onAuthExpired } = setup(fetchImpl);

    const error = await client.call('getEmailCode', { email: 'nope', type: 'register' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 400,
      msg: 'email: must be an email address (text@text)',
      data: { field: 'email' },
      handled: false,
    });
    expect(onAuthExpired).not.toHaveBeenCalled();
  });

  it.each([401, 403])('ends the session on %i from a call that needs a login', async (code) => {
    const fetchImpl = fakeFetch(() => envelope(code, null, 'Not logged in'));
    const { client, onAuthExpired } = setup(fetchImpl);

    const error = await client.call('userInfo', {}).catch((e: unknown) => e);

    expect(onAuthExpired).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ code, handled: true });
  });

  it('keeps the session on a 403 that asks for a verified identity, and offers /kyc instead', async () => {
    const data = { kycRequired: true, kycStatus: 0 };
    const fetchImpl = fakeFetch(() => envelope(403, data, 'Please verify your identity first'));
    const onIdentityRequired = vi.fn();
    const onAuthExpired = vi.fn();
    const client = createApiClient(registry, {
      baseUrl: 'https://api.example.test/',
      getToken: () => 'tok-123',
      fetch: fetchImpl,
      onAuthExpired,
      onIdentityRequired,
      onNetworkError: vi.fn(),
    });

    const error = await client.call('userInfo', {}).catch((e: unknown) => e);

    expect(onAuthExpired).not.toHaveBeenCalled();
    expect(onIdentityRequired).toHaveBeenCalledWith('Please verify your identity first');
    expect(error).toMatchObject({ code: 403, data, handled: true });
  });

  it('keeps the session on a 403 that names its reason (block trading not open) and passes the message on', async () => {
    const data = { blockTrading: 'underReview' };
    const fetchImpl = fakeFetch(() => envelope(403, data, 'Block trading is not open for you yet'));
    const { client, onAuthExpired } = setup(fetchImpl);

    const error = await client.call('userInfo', {}).catch((e: unknown) => e);

    expect(onAuthExpired).not.toHaveBeenCalled();
    expect(error).toMatchObject({ code: 403, msg: 'Block trading is not open for you yet', data, handled: false });
  });

  it('treats a 401 from a public call (wrong password) as an ordinary error', async () => {
    const fetchImpl = fakeFetch(() => envelope(401, null, 'Wrong user ID or password'));
    const { client, onAuthExpired } = setup(fetchImpl);

    const error = await client.call('login', { username: 'a', password: 'b' }).catch((e: unknown) => e);

    expect(onAuthExpired).not.toHaveBeenCalled();
    expect(error).toMatchObject({ code: 401, msg: 'Wrong user ID or password', handled: false });
  });

  it('reports a network failure once and throws a handled error', async () => {
    const fetchImpl = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { client, onNetworkError } = setup(fetchImpl);

    const error = await client.call('appVersion', {}).catch((e: unknown) => e);

    expect(onNetworkError).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ code: 'network', handled: true });
  });

  it('treats a gateway error page (no envelope) as a network failure', async () => {
    const fetchImpl = fakeFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const { client, onNetworkError } = setup(fetchImpl);

    await expect(client.call('appVersion', {})).rejects.toMatchObject({ code: 'network', handled: true });
    expect(onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer that is not an envelope', async () => {
    const fetchImpl = fakeFetch(() => new Response('Not Found', { status: 404 }));
    const { client } = setup(fetchImpl);

    await expect(client.call('appVersion', {})).rejects.toMatchObject({ code: 'bad-response', data: { status: 404 } });
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers());

    it('gives up after 120 s and reports it as a network failure', async () => {
      const fetchImpl = fakeFetch(() => new Promise<Response>(() => {}));
      const { client, onNetworkError } = setup(fetchImpl);

      const pending = client.call('appVersion', {}).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(onNetworkError).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);

      expect(await pending).toMatchObject({ code: 'network' });
      expect(onNetworkError).toHaveBeenCalledTimes(1);
    });
  });

  it('cancels an identical in-flight call silently with code abort; the repeat succeeds', async () => {
    const { release, fetchImpl } = gatedFetch(() => envelope(200, null));
    const { client, onNetworkError } = setup(fetchImpl);
    const input = { email: 'a@b.c', type: 'register' } as const;

    const first = client.call('getEmailCode', input).catch((e: unknown) => e);
    const second = client.call('getEmailCode', input);
    // Both sent (each call sends in a task of its own, lib/tasks.ts), the first still unanswered.
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    release();

    expect(await first).toMatchObject({ code: 'abort', handled: true });
    await expect(second).resolves.toBeNull();
    expect(onNetworkError).not.toHaveBeenCalled();
  });

  it('does not cancel in-flight calls whose payload differs', async () => {
    const fetchImpl = fakeFetch();
    const { client } = setup(fetchImpl);

    const calls = [
      client.call('getEmailCode', { email: 'a@b.c', type: 'register' }),
      client.call('getEmailCode', { email: 'x@y.z', type: 'register' }),
    ];

    await expect(Promise.all(calls)).resolves.toEqual([null, null]);
  });

  it("fails silently with code abort when the caller's signal aborts", async () => {
    const fetchImpl = fakeFetch(() => new Promise<Response>(() => {}));
    const { client, onNetworkError } = setup(fetchImpl);
    const controller = new AbortController();

    const pending = client.call('appVersion', {}, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();

    expect(await pending).toMatchObject({ code: 'abort', handled: true });
    expect(onNetworkError).not.toHaveBeenCalled();
  });

  it('refuses a success whose data does not match the contract', async () => {
    const fetchImpl = fakeFetch(() => envelope(200, { version: 3 }));
    const { client } = setup(fetchImpl);
    await expect(client.call('appVersion', {})).rejects.toMatchObject({ code: 'bad-response' });
  });
});
