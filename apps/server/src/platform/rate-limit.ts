import type { Redis } from 'ioredis';

export interface RateDecision {
  allowed: boolean;
  /** Milliseconds until the window resets. */
  retryAfterMs: number;
}

/** Fixed-window counters: in memory in embedded mode, in Redis in cluster mode (shared by every node). */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  close(): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfterMs: w.resetAt - t };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export function redisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const k = `rl:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [
        [Error | null, number],
        [Error | null, number],
      ];
      let retryAfterMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(k, windowMs);
        retryAfterMs = windowMs;
      }
      return { allowed: count <= limit, retryAfterMs };
    },
    async close() {},
  };
}
