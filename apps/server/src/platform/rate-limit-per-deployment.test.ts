import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentPrefix } from './bus.ts';
import { memoryRateLimiter, redisRateLimiter } from './rate-limit.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe('rate limits', () => {
  it('allow `limit` hits a window, then refuse until the window resets (in memory)', async () => {
    let t = 1_000;
    const limiter = memoryRateLimiter(() => t);
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await limiter.hit('login:ip:1', 2, 60_000));
    expect(hits.map((h) => h.allowed)).toEqual([true, true, false]);
    t += 60_000;
    expect((await limiter.hit('login:ip:1', 2, 60_000)).allowed).toBe(true);
    await limiter.close();
  });

  describe.skipIf(!redisUrl)('in Redis', () => {
    // Connected only when the block runs (a skipped block's body still runs, its hooks do not).
    let redis: Redis;
    beforeAll(() => {
      redis = new Redis(redisUrl ?? '', { maxRetriesPerRequest: 2 });
    });
    afterAll(() => redis.quit());
    // Two deployments (databases) sharing one Redis; a name of their own so that runs never meet.
    const run = randomUUID();
    const production = deploymentPrefix(`postgres://db.internal/production-${run}`);
    const staging = deploymentPrefix(`postgres://db.internal/staging-${run}`);

    it('are counted per deployment: the nodes of one share a count, another deployment counts on its own', async () => {
      const nodeA = redisRateLimiter(redis, production);
      const nodeB = redisRateLimiter(redis, production);
      const other = redisRateLimiter(redis, staging);
      expect((await nodeA.hit('login:ip:10.0.0.1', 2, 60_000)).allowed).toBe(true);
      expect((await nodeB.hit('login:ip:10.0.0.1', 2, 60_000)).allowed).toBe(true);
      expect((await nodeA.hit('login:ip:10.0.0.1', 2, 60_000)).allowed).toBe(false);
      expect((await other.hit('login:ip:10.0.0.1', 2, 60_000)).allowed).toBe(true);
    });

    it("give a key its window's expiry with its first count, and keep that window fixed for the later counts", async () => {
      const limiter = redisRateLimiter(redis, production);
      const key = `code:${run}`;
      const first = await limiter.hit(key, 5, 30_000);
      expect(first.retryAfterMs).toBeGreaterThan(29_000);
      expect(await redis.pttl(`${production}rl:${key}`)).toBeGreaterThan(29_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // A later hit does not push the window's end back.
      const second = await limiter.hit(key, 5, 30_000);
      expect(second.retryAfterMs).toBeLessThanOrEqual(first.retryAfterMs - 40);
    });
  });
});
