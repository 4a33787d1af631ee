import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p99_ms: number;
  errors: number;
}

/** Drives `url` for `seconds` with keep-alive connections and answers requests per second and p99 latency. */
export async function load(
  url: string,
  opts: { seconds: number; connections?: number; method?: 'GET' | 'POST'; body?: string },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections ?? 32,
    duration: opts.seconds,
    method: opts.method ?? 'GET',
    ...(opts.body ? { body: opts.body, headers: { 'content-type': 'application/json' } } : {}),
  });
  return {
    rps: Math.round(result.requests.average),
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
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

function median(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((x, y) => x.rps - y.rps);
  return sorted[Math.floor(sorted.length / 2)] as LoadResult;
}
