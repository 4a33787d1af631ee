import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paced } from './paced.ts';

/** A server answering every request after `delayMs`, noting when each arrived. */
let server: http.Server;
const arrivals: number[] = [];
const delayMs = 5;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    arrivals.push(performance.now());
    req.resume();
    req.on('end', () => setTimeout(() => res.end('{}'), delayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the paced load', () => {
  it('offers its rate evenly through the second, not in a burst at its start, and times each answer', async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    arrivals.length = 0;
    const result = await paced(url, {
      rate: 200,
      amount: 300,
      connections: 32,
      request: (n) => ({ headers: { 'x-n': String(n) }, body: '{}' }),
    });
    expect(result.ok).toBe(300);
    expect(result.errors).toBe(0);
    expect(result.statuses).toEqual({ '200': 300 });
    // 300 requests at 200 a second take about 1.5 s, answered at about the rate offered
    expect(result.rps).toBeGreaterThan(150);
    expect(result.rps).toBeLessThan(230);
    expect(result.p50_ms).toBeGreaterThanOrEqual(delayMs);
    // In any 100 ms, about 20 arrive (a burst would bring the second's 200 in its first tens of milliseconds).
    const start = arrivals[0] ?? 0;
    const perWindow = new Map<number, number>();
    for (const at of arrivals)
      perWindow.set(Math.floor((at - start) / 100), (perWindow.get(Math.floor((at - start) / 100)) ?? 0) + 1);
    expect(Math.max(...perWindow.values())).toBeLessThanOrEqual(40);
    expect(perWindow.size).toBeGreaterThanOrEqual(14);
  });
});
