import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to embedded mode on port 8080 with data in ./data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, embedded: true, databaseUrl: undefined });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('runs the simulated feed every second with a fixed seed, markets keeping their hours', () => {
    expect(loadConfig({})).toMatchObject({ marketSeed: 'bourse', marketAlwaysOpen: false, feedIntervalMs: 1000 });
    expect(loadConfig({ MARKET_ALWAYS_OPEN: 'true', FEED_INTERVAL_MS: '250' })).toMatchObject({
      marketAlwaysOpen: true,
      feedIntervalMs: 250,
    });
  });

  it('trusts no proxy by default, one for true, or the number given (never every hop)', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it.each([
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: must be true, false or a number of proxies from 0 to 9'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must start with postgres:// or postgresql://'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, 'REDIS_URL: cluster mode needs DATABASE_URL as well'],
    [{ DATABASE_URL: 'postgres://h/db', REDIS_URL: 'redis://h' }, 'APP_SECRET: is required in cluster mode'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ FEED_INTERVAL_MS: '10' }, 'FEED_INTERVAL_MS'],
    [{ MARKET_ALWAYS_OPEN: 'yes' }, 'MARKET_ALWAYS_OPEN'],
    [{ MARKET_SEED: '  ' }, 'MARKET_SEED: must not be empty'],
  ])('refuses %j with an error naming the variable', (env, text) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(text);
  });
});
