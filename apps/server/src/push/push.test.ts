import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHarness, type Harness, signUp } from '../testing/harness.ts';
import { PushHub } from './hub.ts';
import { pushRoutes } from './routes.ts';

let h: Harness;
let url: string;
beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(h.app.server.address() as { port: number }).port}/push`;
});
afterAll(() => h.close());

interface Conn {
  ws: WebSocket;
  messages: Array<{ event: string; channel?: string; data?: unknown; type?: string; ok?: boolean }>;
  send(msg: object): void;
  waitFor(pred: (m: Conn['messages'][number]) => boolean, ms?: number): Promise<Conn['messages'][number]>;
}

async function connect(to = url): Promise<Conn> {
  const ws = new WebSocket(to);
  const messages: Conn['messages'] = [];
  ws.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    send: (msg) => ws.send(JSON.stringify(msg)),
    async waitFor(pred, ms = 2000) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const found = messages.find(pred);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error('no such message');
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 50));

describe('/push', () => {
  it('delivers only the subscribed channels, until unsubscribed', async () => {
    const a = await connect();
    a.send({ event: 'subscribe', channel: 'UsStock.AAPL,HK.00700', marketType: 'UsStock' });
    await settle();
    h.ctx.push.publish('UsStock.AAPL', { price: '1' });
    h.ctx.push.publish('UsStock.MSFT', { price: '2' });
    h.ctx.push.publish('HK.00700', { price: '3' });
    await a.waitFor((m) => m.channel === 'HK.00700');
    expect(a.messages.map((m) => m.channel)).toEqual(['UsStock.AAPL', 'HK.00700']);
    a.send({ event: 'unsubscribe', channel: 'UsStock.AAPL' });
    await settle();
    h.ctx.push.publish('UsStock.AAPL', { price: '4' });
    h.ctx.push.publish('HK.00700', { price: '5' });
    await a.waitFor((m) => (m.data as { price: string }).price === '5');
    expect(a.messages.some((m) => (m.data as { price: string } | undefined)?.price === '4')).toBe(false);
    a.ws.close();
  });

  it('answers ping with pong, and pings clients', async () => {
    const a = await connect();
    a.send({ event: 'ping' });
    await a.waitFor((m) => m.event === 'pong');
    h.ctx.push.heartbeat(60_000);
    await a.waitFor((m) => m.event === 'ping');
    a.ws.close();
  });

  it('drops a client that stays silent past the heartbeat limit', async () => {
    const a = await connect();
    await settle();
    const closed = new Promise((r) => a.ws.once('close', r));
    h.advance(61_000);
    h.ctx.push.heartbeat(60_000);
    await closed;
    expect(a.ws.readyState).toBe(WebSocket.CLOSED);
  });

  it('sends private events only to sockets authenticated as that user', async () => {
    const alice = await signUp(h);
    const bob = await signUp(h);
    const a = await connect();
    const b = await connect();
    const anon = await connect();
    a.send({ event: 'auth', token: alice.token });
    b.send({ event: 'auth', token: bob.token });
    anon.send({ event: 'auth', token: 'not-a-token' });
    await a.waitFor((m) => m.event === 'auth');
    await b.waitFor((m) => m.event === 'auth');
    expect((await anon.waitFor((m) => m.event === 'auth')).ok).toBe(false);
    h.ctx.push.publishPrivate(alice.user.id, 'balance', { balance: '10' });
    await a.waitFor((m) => m.event === 'private');
    await settle();
    expect(b.messages.some((m) => m.event === 'private')).toBe(false);
    expect(anon.messages.some((m) => m.event === 'private')).toBe(false);
    for (const c of [a, b, anon]) c.ws.close();
  });

  it('stops private events to a socket once its login ends (logout, or a password change elsewhere)', async () => {
    const alice = await signUp(h);
    const second = (await h.call('login', { username: alice.email, password: alice.password })).body.data.token;
    const third = (await h.call('login', { username: alice.email, password: alice.password })).body.data.token;
    const [a, b, c] = [await connect(), await connect(), await connect()];
    for (const [conn, token] of [
      [a, alice.token],
      [b, second],
      [c, third],
    ] as const) {
      conn.send({ event: 'auth', token });
      expect((await conn.waitFor((m) => m.event === 'auth')).ok).toBe(true);
      conn.messages.length = 0;
    }

    await h.call('logout', {}, { token: alice.token });
    expect(await a.waitFor((m) => m.event === 'auth')).toEqual({ event: 'auth', ok: false });
    h.ctx.push.publishPrivate(alice.user.id, 'balance', { balance: '1' });
    await b.waitFor((m) => m.event === 'private');
    await c.waitFor((m) => m.event === 'private');
    await settle();
    expect(a.messages.some((m) => m.event === 'private')).toBe(false);

    const changed = await h.call(
      'updatePassword',
      { oldPassword: alice.password, password: 'Another-Secret-77' },
      { token: third },
    );
    expect(changed.status).toBe(200);
    expect(await b.waitFor((m) => m.event === 'auth')).toEqual({ event: 'auth', ok: false });
    h.ctx.push.publishPrivate(alice.user.id, 'balance', { balance: '2' });
    await c.waitFor((m) => (m.data as { balance?: string } | undefined)?.balance === '2');
    await settle();
    expect(b.messages.some((m) => (m.data as { balance?: string } | undefined)?.balance === '2')).toBe(false);
    for (const conn of [a, b, c]) conn.ws.close();
  });

  it('ignores junk and keeps the socket', async () => {
    const a = await connect();
    a.ws.send('not json');
    a.send({ event: 'subscribe' });
    a.send({ event: 'hack', channel: 'x' });
    a.send({ event: 'ping' });
    await a.waitFor((m) => m.event === 'pong');
    a.ws.close();
  });

  it('gives a slow reader only the newest quote per channel, without holding up a fast one', async () => {
    const fast = await connect();
    const slow = await connect();
    fast.send({ event: 'subscribe', channel: 'UsStock.AAPL' });
    slow.send({ event: 'subscribe', channel: 'UsStock.AAPL' });
    await settle();
    // Stop reading on the slow socket so its buffers fill.
    (slow.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();
    const big = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 400; i++) {
      h.ctx.push.publish('UsStock.AAPL', { seq: i, pad: big });
      await new Promise((r) => setImmediate(r));
    }
    await fast.waitFor((m) => (m.data as { seq: number }).seq === 399, 10_000);
    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    await slow.waitFor((m) => (m.data as { seq: number }).seq === 399, 10_000);
    expect(fast.messages).toHaveLength(400);
    expect(slow.messages.length).toBeLessThan(400);
    fast.ws.close();
    slow.ws.close();
  });

  it('answers auth ok: false when the token cannot be checked (database down), and keeps serving the socket', async () => {
    const app = Fastify({ logger: false });
    await app.register(fastifyWebsocket);
    pushRoutes(
      app,
      new PushHub(),
      async () => {
        throw new Error('database unreachable');
      },
      { maxSocketsPerIp: 10 },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const a = await connect(`ws://127.0.0.1:${(app.server.address() as { port: number }).port}/push`);
      a.send({ event: 'auth', token: 'any-token' });
      expect(await a.waitFor((m) => m.event === 'auth')).toEqual({ event: 'auth', ok: false });
      a.send({ event: 'ping' });
      await a.waitFor((m) => m.event === 'pong');
      a.ws.close();
    } finally {
      await app.close();
    }
  });

  it('refuses sockets from one address past the limit, and accepts again when one closes', async () => {
    const app = Fastify({ logger: false });
    await app.register(fastifyWebsocket);
    pushRoutes(app, new PushHub(), async () => undefined, { maxSocketsPerIp: 2 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(app.server.address() as { port: number }).port}/push`;
    try {
      const a = await connect(url);
      const b = await connect(url);
      const c = await connect(url);
      const code = await new Promise<number>((resolve) => c.ws.once('close', (n: number) => resolve(n)));
      expect(code).toBe(1008);
      a.ws.close();
      await new Promise((r) => setTimeout(r, 100));
      const d = await connect(url);
      d.send({ event: 'ping' });
      await d.waitFor((m) => m.event === 'pong');
      for (const s of [b, d]) s.ws.close();
    } finally {
      await app.close();
    }
  });
});
