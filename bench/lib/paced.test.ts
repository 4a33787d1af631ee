import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paced } from './paced.ts';

/** A server answering each request after `delay` ms (or cutting it off), noting when request number n arrived. */
let server: http.Server;
let delay = 5;
let cutOff = false;
const arrivals = new Map<number, number>();
const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    arrivals.set(Number(req.headers['x-n']), performance.now());
    req.resume();
    req.on('end', () => {
      if (cutOff) {
        res.writeHead(200, { 'content-length': '100' });
        res.write('{"partial":');
        setTimeout(() => res.destroy(), 5);
        return;
      }
      setTimeout(() => res.end('{}'), delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = (n: number) => ({ headers: { 'x-n': String(n) }, body: '{}' });

describe('the paced load', () => {
  it('never sends a request before it is due (a burst sends a second’s share at its start), and counts every answer', async () => {
    delay = 5;
    arrivals.clear();
    const rate = 200;
    const before = performance.now();
    const result = await paced(url(), { rate, amount: 300, connections: 32, request });
    expect(result.ok).toBe(300);
    expect(result.errors).toBe(0);
    expect(result.statuses).toEqual({ '200': 300 });
    // A busy machine can only make requests late (then a backlog goes at once, each still timed from when it was due);
    // none may come early. Timed from before the call (the server runs in this process, on the same clock), not from
    // the first arrival, which a loaded machine can delay by tens of milliseconds. 300 at 200 a second take at least
    // 1.5 s, so the rate answered is never above the offer.
    for (let n = 0; n < 300; n++) {
      expect((arrivals.get(n) ?? 0) - before, `request ${n}`).toBeGreaterThanOrEqual((n * 1000) / rate);
    }
    expect(result.rps).toBeLessThanOrEqual(rate * 1.05);
    expect(result.p50_ms).toBeGreaterThanOrEqual(delay);
  });

  it('times a request from when it was due: waiting for a free connection counts', async () => {
    // One connection, answers taking 20 ms, one request due every 5 ms: the queue grows by 3 every 20 ms, so the
    // 40th answer comes about 600 ms after it was due, though the server spent 20 ms on it.
    delay = 20;
    const result = await paced(url(), { rate: 200, amount: 40, connections: 1, request });
    expect(result.ok).toBe(40);
    expect(result.p99_ms).toBeGreaterThan(300);
  });

  it('counts an answer cut off midway as an error, and ends', async () => {
    cutOff = true;
    try {
      const result = await paced(url(), { rate: 100, amount: 5, connections: 2, request });
      expect(result.ok).toBe(0);
      expect(result.errors).toBe(5);
    } finally {
      cutOff = false;
    }
  });
});
