/**
 * The request index.html's head script starts on a quote page before the app has started (apps/web/first-frames.ts,
 * `earlyScript`): the quote's detail, asked as this client asks it. The client takes it, once, for a call of the same
 * URL and headers instead of asking again (docs/decisions.md, "First frames").
 */
interface EarlyRequest {
  url: string;
  headers: Record<string, string>;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __bourseEarly?: EarlyRequest;
  }
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/**
 * The early request's response when `url` and `init` ask exactly what it asked (a GET with the same headers),
 * taken once; otherwise undefined. A call cancelled meanwhile fails as it would have.
 */
export function takeEarlyResponse(url: string, init: RequestInit | undefined): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__bourseEarly;
  if (!early || early.url !== url || (init?.method ?? 'GET') !== 'GET' || init?.body != null) return undefined;
  const headers = (init?.headers ?? {}) as Record<string, string>;
  if (!sameHeaders(early.headers, headers)) return undefined;
  delete window.__bourseEarly;
  const signal = init?.signal;
  if (!signal) return early.response;
  return new Promise<Response>((resolve, reject) => {
    const abort = () =>
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    early.response.then(resolve, reject);
  });
}

/** Whether the page's early request is still there for a call to take. */
export const hasEarlyResponse = (): boolean => typeof window !== 'undefined' && window.__bourseEarly !== undefined;

/** `fetch`, except for the early request's call, which gets that request's response. */
export const fetchOrEarly: typeof fetch = (input, init) =>
  (typeof input === 'string' ? takeEarlyResponse(input, init) : undefined) ?? globalThis.fetch(input, init);
