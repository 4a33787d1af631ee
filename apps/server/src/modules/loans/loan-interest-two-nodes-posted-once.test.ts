import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOAN_DAY_MS } from '@bourse/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createHarness, freshPgDatabase, type Harness } from '../../testing/harness.ts';
import { approvedLoan, borrower, expectLoanBookBalanced, LOAN_TEST_ENV } from '../../testing/loans.ts';
import { expectLedgerSound } from '../../testing/money.ts';
import { STAFF_ENV } from '../../testing/staff.ts';
import { loanSweepJob } from './routes.ts';
import { sweep } from './service.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const waitFor = async (what: string, cond: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

/**
 * Two app instances on one PostgreSQL database and one Redis, sharing one clock: `leader` (built first, it takes the
 * advisory lock) and `h`, the follower that takes the applications. The periodic job posts only on the leader; even
 * when both run the sweep at once (two nodes that each believe they lead, for a moment), each loan day is posted once.
 */
describe.skipIf(!pgUrl || !redisUrl)('loan interest in cluster mode', () => {
  let database: Awaited<ReturnType<typeof freshPgDatabase>>;
  let leader: BuiltApp;
  let leaderOpen = true;
  let h: Harness;
  let clock = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-cluster-loans-'));

  beforeAll(async () => {
    database = await freshPgDatabase(pgUrl ?? '');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl ?? '',
      APP_SECRET: 'cluster-loans-test-secret-0123456789ab',
      ...STAFF_ENV,
      ...LOAN_TEST_ENV,
    };
    leader = await buildApp(
      loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'warn', SCRYPT_LOG_N: '10', WEB_DIST: path.join(dir, 'no-web'), ...env }),
      { feedLoop: false, now: () => clock, logStream: { write() {} } },
    );
    await waitFor('the first node to lead', () => leader.ctx.isLeader());
    h = await createHarness(env, { startMs: clock });
  }, 60_000);

  afterAll(async () => {
    if (leaderOpen) await leader.app.close();
    await expectLedgerSound(h);
    await expectLoanBookBalanced(h.ctx.db);
    await h.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const advance = (ms: number) => {
    clock += ms;
    h.advance(ms);
  };
  const days = async (loanId: number) =>
    (
      await h.ctx.db
        .selectFrom('loan_movements')
        .select('day')
        .where('loan_id', '=', loanId)
        .where('kind', '=', 'interest')
        .orderBy('day')
        .execute()
    ).map((r) => r.day);
  const postings = async (loanId: number) =>
    (
      await h.ctx.db
        .selectFrom('journal_transactions')
        .select('id')
        .where('kind', '=', 'loan_interest')
        .where('reference_type', '=', 'loan')
        .where('reference_id', '=', loanId)
        .execute()
    ).length;

  it(
    'the follower’s job posts nothing, the leader’s posts each day once, both sweeping at once still once, and the new leader goes on after failover',
    { timeout: 60_000 },
    async () => {
      expect(h.ctx.isLeader()).toBe(false);
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) ids.push(await approvedLoan(h, (await borrower(h)).token, '1000.00', 30));

      advance(3 * LOAN_DAY_MS + 1);
      expect(await loanSweepJob(h.ctx)).toBe(0);
      for (const id of ids) expect(await days(id)).toEqual([]);

      // the leader's job and, at the same moment, a sweep on each node
      await Promise.all([loanSweepJob(leader.ctx), sweep(h.ctx), sweep(leader.ctx), loanSweepJob(h.ctx)]);
      for (const id of ids) {
        expect(await days(id)).toEqual([1, 2, 3]);
        expect(await postings(id)).toBe(3);
      }

      // the leader goes away; the follower takes the lock and posts the next days, once
      await leader.app.close();
      leaderOpen = false;
      await waitFor('the follower to lead', () => h.ctx.isLeader());
      advance(2 * LOAN_DAY_MS);
      await Promise.all([loanSweepJob(h.ctx), loanSweepJob(h.ctx), sweep(h.ctx)]);
      for (const id of ids) {
        expect(await days(id)).toEqual([1, 2, 3, 4, 5]);
        expect(await postings(id)).toBe(5);
      }
    },
  );
});
