/** Memoises an async read for `ttlMs`; concurrent callers share one read. */
export function cached<T>(ttlMs: number, now: () => number, read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  let readAt = 0;
  return () => {
    const t = now();
    if (!value || t - readAt >= ttlMs) {
      readAt = t;
      value = read().catch((err: unknown) => {
        value = undefined;
        throw err;
      });
    }
    return value;
  };
}
