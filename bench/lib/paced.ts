import http from 'node:http';
import type { LoadResult } from './load.ts';

export interface PacedRequest {
  headers: Record<string, string>;
  body: string;
}

/**
 * Offers `rate` requests a second, evenly spaced, over at most `connections` keep-alive connections, whatever the
 * answers take (an open loop, as users arrive), until `amount` have been answered. Each request's latency runs from the
 * moment it was due, not from when a free connection took it: a request that waited for a connection waited as a user
 * would (no coordinated omission).
 *
 * autocannon's `overallRate` is not this: each connection sends its share of a second back to back as fast as it is
 * answered and then pauses until the next second, so the server sees the saturated load in bursts.
 */
/** A request not answered by then counts as an error (the server stalled or dropped it). */
const REQUEST_TIMEOUT_MS = 30_000;

export async function paced(
  url: string,
  opts: { rate: number; amount: number; connections: number; request: (n: number) => PacedRequest },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const target = new URL(url);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let ok = 0;
  let last = 0;

  const send = (n: number, due: number) =>
    new Promise<void>((resolve) => {
      let settled = false;
      // An answer, or a request that failed, was cut off or timed out: counted once, whatever comes after.
      const done = (status: number | undefined) => {
        if (settled) return;
        settled = true;
        last = performance.now();
        if (status !== undefined) latencies.push(last - due);
        const key = String(status ?? 'error');
        statuses[key] = (statuses[key] ?? 0) + 1;
        if (status !== undefined && status >= 200 && status < 300) ok++;
        else errors++;
        resolve();
      };
      const { headers, body } = opts.request(n);
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          agent,
          timeout: REQUEST_TIMEOUT_MS,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        },
        (res) => {
          res.resume();
          res.on('end', () => done(res.complete ? res.statusCode : undefined));
          res.on('error', () => done(undefined));
          res.on('close', () => done(undefined));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', () => done(undefined));
      req.end(body);
    });

  const started = performance.now();
  const interval = 1000 / opts.rate;
  const inFlight: Promise<void>[] = [];
  let sent = 0;
  // Every millisecond or so, send whatever has come due (a late timer sends the backlog at once, each request still
  // timed from when it was due).
  while (sent < opts.amount) {
    const now = performance.now();
    while (sent < opts.amount && started + sent * interval <= now) {
      inFlight.push(send(sent, started + sent * interval));
      sent++;
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1));
  return {
    rps: last > started ? Math.round(latencies.length / ((last - started) / 1000)) : 0,
    p50_ms: at(0.5),
    p99_ms: at(0.99),
    errors,
    ok,
    statuses,
  };
}
