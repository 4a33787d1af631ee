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

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Every answer the server wrote on one connection, in order (each has a Content-Length). */
function parseAll(raw: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length']);
    const body = rest.slice(headEnd + 4, headEnd + 4 + length);
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown });
    rest = rest.slice(headEnd + 4 + length);
  }
  return answers;
}

const parse = (raw: string) => parseAll(raw)[0]!;

/** A request line and headers; `last` asks the server to close the connection after answering. */
const get = (path: string, { last = true, extra = '' } = {}) =>
  `GET ${path} HTTP/1.1\r\nHost: x\r\nAccept: text/html\r\nConnection: ${last ? 'close' : 'keep-alive'}\r\n${extra}\r\n`;

describe('errors raised before any route runs answer in the envelope, over a real connection', () => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    h = await createHarness();
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => h.close());

  it('answers a bad % escape in the path with 400 naming the path, on a route and on a page path alike', async () => {
    for (const path of ['/userSelfSecurity/delete/%E0%A4%A', '/api/quote/%E0%A4%A', '/quote/stock%E0%A4%A']) {
      const res = parse(await rawExchange(port, `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ code: 400, msg: 'path: is not a valid URL (a % escape is malformed)', data: null });
    }
  });

  it('answers a path part longer than the router takes with 414 in the envelope', async () => {
    const res = parse(
      await rawExchange(
        port,
        `POST /userSelfSecurity/delete/${'9'.repeat(500)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      ),
    );
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ code: 414, msg: 'path: a part of the path is too long', data: null });
  });

  it('keeps a keep-alive connection usable after a 400 or 414 from the router: the next request on it is answered', async () => {
    const raw = await rawExchange(
      port,
      get('/article/%E0%A4%A', { last: false }) + get(`/article/${'9'.repeat(500)}`, { last: false }) + get('/nowhere'),
    );
    const [bad, long, next] = parseAll(raw);
    expect(bad?.status).toBe(400);
    expect(bad?.headers.connection).toBe('keep-alive');
    expect(long?.status).toBe(414);
    expect(next?.status).toBe(404);
    expect(next?.body).toMatchObject({ code: 404, data: null });
  });

  it('answers oversized headers with 431 in the envelope and says it closes the keep-alive connection', async () => {
    const raw = await rawExchange(
      port,
      get('/market/usTop', { last: false, extra: `X-Big: ${'a'.repeat(20_000)}\r\n` }) + get('/nowhere'),
    );
    const answers = parseAll(raw);
    // Node cannot read on after headers it refused, so the request after them is never answered on this connection.
    expect(answers).toHaveLength(1);
    const res = answers[0]!;
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
    const res = parse(await rawExchange(port, get('/nowhere')));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, data: null });
  });
});
