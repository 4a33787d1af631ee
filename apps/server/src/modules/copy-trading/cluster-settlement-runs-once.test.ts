import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { follower, institutionIds } from '../../testing/copy-trading.ts';
import { createHarness, freshPgDatabase, type Harness } from '../../testing/harness.ts';
import { ok } from '../../testing/loans.ts';
import { expectLedgerSound } from '../../testing/money.ts';
import { STAFF_ENV } from '../../testing/staff.ts';
import { copyTradingSweepJob } from './routes.ts';
import { sweep } from './service.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const DAY = 86_400_000;

const waitFor = async (what: string, cond: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

/**
 * Two app instances on one PostgreSQL database and one Redis, sharing one clock: `leader` (built first, it takes the
 * advisory lock) and `h`, the follower that takes the orders. The periodic job sweeps only on the leader; even when
 * both sweep at once, each cycle is opened once and each order is started and settled once.
 */
describe.skipIf(!pgUrl || !redisUrl)('copy-trading cycles in cluster mode', () => {
  let database: Awaited<ReturnType<typeof freshPgDatabase>>;
  let leader: BuiltApp;
  let h: Harness;
  let clock = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-cluster-follow-'));

  beforeAll(async () => {
    database = await freshPgDatabase(pgUrl ?? '');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl ?? '',
      APP_SECRET: 'cluster-follow-test-secret-0123456789ab',
      MARKET_ALWAYS_OPEN: 'true',
      SESSION_IDLE_MINUTES: String(365 * 24 * 60),
      ...STAFF_ENV,
    };
    leader = await buildApp(
      loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'warn', SCRYPT_LOG_N: '10', WEB_DIST: path.join(dir, 'no-web'), ...env }),
      { feedLoop: false, now: () => clock, logStream: { write() {} } },
    );
    await waitFor('the first node to lead', () => leader.ctx.isLeader());
    h = await createHarness(env, { startMs: clock });
  }, 60_000);

  afterAll(async () => {
    await leader.app.close();
    await expectLedgerSound(h);
    await h.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const advance = (ms: number) => {
    clock += ms;
    h.advance(ms);
  };
  const journals = async () =>
    (await h.ctx.db.selectFrom('journal_transactions').select('id').where('kind', '=', 'follow_settle').execute())
      .length;

  it(
    'the follower’s job does nothing, the leader’s settles each order once, and both sweeping at once still once',
    {
      timeout: 60_000,
    },
    async () => {
      expect(h.ctx.isLeader()).toBe(false);
      const users = [await follower(h, '1000'), await follower(h, '1000')];
      const id = (await institutionIds(h, users[0]?.token ?? '')).get('Northgate FX Trend') ?? 0;
      const orders = [];
      for (const u of users) {
        orders.push(ok(await h.call('followCreate', { institutionId: id, amount: '250' }, { token: u.token })));
      }
      advance((orders[0]?.cycleStartTimestamp ?? 0) - clock + 1000);
      expect(await copyTradingSweepJob(h.ctx)).toEqual({ started: 0, settled: 0 });

      await Promise.all([copyTradingSweepJob(leader.ctx), sweep(h.ctx), sweep(leader.ctx)]);
      const cycles = await h.ctx.db
        .selectFrom('institution_cycles')
        .select('id')
        .where('institution_id', '=', id)
        .execute();
      expect(cycles).toHaveLength(1);

      advance(DAY);
      await Promise.all([copyTradingSweepJob(leader.ctx), sweep(h.ctx), sweep(leader.ctx), copyTradingSweepJob(h.ctx)]);
      expect(await journals()).toBe(2);
      for (const [k, u] of users.entries()) {
        expect(ok(await h.call('followDetail', { id: orders[k]?.id ?? 0 }, { token: u.token })).status).toBe('settled');
      }
    },
  );
});
