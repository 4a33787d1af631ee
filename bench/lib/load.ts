import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  /** Median latency of the answered requests. */
  p50_ms: number;
  p99_ms: number;
  errors: number;
  /** Requests answered 2xx. */
  ok: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
}

/** One request as autocannon builds it; `setupRequest` may change its headers or body per request. */
export type LoadRequest = autocannon.Request;

/**
 * Drives `url` with keep-alive connections and answers requests per second, p50 and p99 latency. Runs for `seconds`,
 * or, with `amount`, until exactly that many requests have been answered (every request sent is counted, so the
 * server's work can be checked against the answers), the rate then being answers over the time they took.
 */
export async function load(
  url: string,
  opts: {
    seconds?: number;
    amount?: number;
    connections?: number;
    /** Requests per second offered over all connections (open loop); unset, each connection sends as it is answered. */
    overallRate?: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    setupRequest?: (req: LoadRequest) => LoadRequest;
  },
): Promise<LoadResult> {
  const headers = { ...(opts.body ? { 'content-type': 'application/json' } : {}), ...opts.headers };
  const started = performance.now();
  let last = started;
  const options: autocannon.Options = {
    url,
    connections: opts.connections ?? 32,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds ?? 4 }),
    ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
    method: opts.method ?? 'GET',
    ...(opts.body ? { body: opts.body } : {}),
    headers,
    ...(opts.setupRequest ? { requests: [{ setupRequest: opts.setupRequest }] } : {}),
  };
  // autocannon ends a run at its next one-second sample; the rate is taken up to the last answer instead.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err: Error | null, r: autocannon.Result) => (err ? reject(err) : resolve(r)));
    instance.on('response', () => {
      last = performance.now();
    });
  });
  return {
    rps: Math.round(opts.amount ? result.requests.total / ((last - started) / 1000) : result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    ok: result['2xx'],
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0])),
  };
}

/**
 * Alternates the two targets in several short rounds so that a noisy neighbour hurts both alike, and answers the
 * median of each.
 */
export async function sideBySide(
  subject: () => Promise<LoadResult>,
  baseline: () => Promise<LoadResult>,
  rounds = 3,
): Promise<{ subject: LoadResult; baseline: LoadResult }> {
  const s: LoadResult[] = [];
  const b: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    b.push(await baseline());
    s.push(await subject());
  }
  return { subject: median(s), baseline: median(b) };
}

export function median(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((x, y) => x.rps - y.rps);
  return sorted[Math.floor(sorted.length / 2)] as LoadResult;
}
