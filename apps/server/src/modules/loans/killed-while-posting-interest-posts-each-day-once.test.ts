import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOAN_DAY_MS } from '@bourse/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/database.ts';
import { expectLoanBookBalanced, LOAN_TEST_ENV } from '../../testing/loans.ts';
import { callHttp, type ServerProcess, signUpOver, staffLoginOver, startServer } from '../../testing/server-process.ts';
import { checkLedgerInvariants } from '../ledger/service.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-loans-crash-'));
let server: ServerProcess | undefined;
let db: Db | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  await db?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The leader's sweep runs every 50 ms; TEST_CLOCK_OFFSET_MS restarts the same server days later. */
const ENV = { ...LOAN_TEST_ENV, LOAN_INTEREST_SWEEP_MS: '50' };
const at = (days: number) => ({ ...ENV, TEST_CLOCK_OFFSET_MS: String(days * LOAN_DAY_MS) });
const BORROWERS = 8;
const TERM = 30;

async function interestDays(database: Db) {
  const rows = await database
    .selectFrom('loan_movements')
    .select(['loan_id', 'day'])
    .where('kind', '=', 'interest')
    .orderBy('loan_id')
    .orderBy('day')
    .execute();
  const byLoan = new Map<number, number[]>();
  for (const r of rows) byLoan.set(r.loan_id, [...(byLoan.get(r.loan_id) ?? []), r.day ?? -1]);
  return byLoan;
}

/** Waits until the running server's sweep has posted `days` interest days on every loan (read from the database). */
async function postedThrough(ids: number[], days: number) {
  const reader = createDb({ databaseUrl: undefined, dataDir: dir });
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const posted = await interestDays(reader);
      if (ids.every((id) => (posted.get(id)?.length ?? 0) >= days)) return;
      if (Date.now() > deadline) throw new Error(`interest days not posted through day ${days} within 30 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await reader.destroy();
  }
}

describe('the server killed with SIGKILL while the leader posts loan interest days', () => {
  it(
    'restarts, later and on another day, and every loan has each of its days posted exactly once',
    { timeout: 180_000 },
    async () => {
      server = await startServer(dir, ENV);
      const staff = await staffLoginOver(server.url);
      const ids: number[] = [];
      for (let i = 0; i < BORROWERS; i++) {
        const u = await signUpOver(server);
        const loan = await callHttp(
          server.url,
          'loanApply',
          { amount: '1000.00', termDays: TERM, purpose: 'Working capital' },
          { token: u.token },
        );
        expect(loan.status, loan.body.msg).toBe(200);
        const approved = await callHttp(server.url, 'staffLoanApprove', { id: loan.body.data.id }, { token: staff });
        expect(approved.status, approved.body.msg).toBe(200);
        ids.push(loan.body.data.id);
      }

      await server.kill('SIGKILL');
      // Five days later, then past the term (the days up to the term, the repayment at term from Balance, the 1,000
      // lent, short of the interest, then overdue days): each time the server is killed three times at random moments
      // around the sweep's posting, and the next process posts what the dead ones left, nothing twice.
      for (const day of [5, TERM + 3]) {
        for (let kill = 0; kill < 3; kill++) {
          server = await startServer(dir, at(day));
          await new Promise((r) => setTimeout(r, Math.random() * 200));
          await server.kill('SIGKILL');
        }
        server = await startServer(dir, at(day));
        await postedThrough(ids, day);
        if (day < TERM) await server.kill('SIGKILL');
      }
      await server.kill('SIGTERM');

      db = createDb({ databaseUrl: undefined, dataDir: dir });
      expect(await checkLedgerInvariants(db)).toEqual([]);
      await expectLoanBookBalanced(db);
      const posted = await interestDays(db);
      const every = Array.from({ length: TERM + 3 }, (_, i) => i + 1);
      for (const id of ids) expect(posted.get(id), `loan ${id}`).toEqual(every);
      const postings = await db
        .selectFrom('journal_transactions')
        .select(['reference_id'])
        .where('kind', '=', 'loan_interest')
        .where('reference_type', '=', 'loan')
        .execute();
      for (const id of ids) expect(postings.filter((p) => p.reference_id === id).length, `loan ${id}`).toBe(TERM + 3);
      const loans = await db.selectFrom('loans').select(['status', 'repaid']).orderBy('id').execute();
      expect(loans).toEqual(ids.map(() => ({ status: 'overdue', repaid: '1000' })));
      const atTerm = await db
        .selectFrom('loan_movements')
        .select('loan_id')
        .where('kind', '=', 'auto_repayment')
        .execute();
      expect(atTerm.map((m) => m.loan_id).sort((a, b) => a - b)).toEqual(ids);
    },
  );
});
