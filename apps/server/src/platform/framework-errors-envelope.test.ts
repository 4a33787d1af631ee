import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness.ts';

/** Sends raw bytes on one connection; answers everything the server wrote until it closed the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

function parse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

describe('errors raised before any route runs answer in the envelope', () => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    h = await createHarness();
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => h.close());

  it('answers a bad % escape in a path part with 400 naming the path', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/userSelfSecurity/delete/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'path: is not a valid URL (a % escape is malformed)', data: null });
  });

  it('answers a path part longer than the router takes with 414 in the envelope', async () => {
    const res = await h.app.inject({ method: 'POST', url: `/userSelfSecurity/delete/${'9'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 414, msg: 'path: a part of the path is too long', data: null });
  });

  it('answers oversized headers with 431 in the envelope and says it closes the keep-alive connection', async () => {
    const raw = await rawExchange(
      port,
      `GET /market/usTop HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const res = parse(raw);
    expect(res.status).toBe(431);
    expect(res.headers.connection).toBe('close');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ code: 431, msg: 'headers: are too large', data: null });
  });

  it('answers bytes that are not HTTP with 400 in the envelope and closes the connection', async () => {
    const res = parse(await rawExchange(port, 'HELLO THERE\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(res.headers.connection).toBe('close');
    expect(res.body).toEqual({ code: 400, msg: 'request: is not valid HTTP', data: null });
  });

  it('still serves the next connection normally after a refused one', async () => {
    const res = parse(await rawExchange(port, 'GET /nowhere HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, data: null });
  });
});
