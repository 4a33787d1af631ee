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

/**
 * Counters in Redis, shared by the nodes of one deployment: keys carry the deployment's `prefix` (its database, as the
 * bus's channels do), so deployments sharing a Redis never count each other's logins. A window's counter is created
 * with its expiry (SET … PX … NX) in the same transaction as the count, so no key is ever left without one (set
 * afterwards, a node that stopped in between left a key that kept no expiry until its next hit).
 */
export function redisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const k = `${prefix}rl:${key}`;
      const [, [, count], [, ttl]] = (await redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec()) as [
        [Error | null, unknown],
        [Error | null, number],
        [Error | null, number],
      ];
      return { allowed: count <= limit, retryAfterMs: ttl < 0 ? windowMs : ttl };
    },
    async close() {},
  };
}
