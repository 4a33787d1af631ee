import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EndpointName } from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/database.ts';
import { createHarness, freshPgDatabase, type Harness } from '../../testing/harness.ts';
import { fund } from '../../testing/money.ts';
import {
  callHttp,
  depositOver,
  type ServerProcess,
  signUpOver,
  staffLoginOver,
  startServer,
} from '../../testing/server-process.ts';
import { PAY_PASSWORD, signUpPayer } from '../../testing/staff.ts';
import { checkLedgerInvariants } from '../ledger/service.ts';

interface Answer {
  status: number;
  body: { code: number; msg: string; data: unknown };
}
/** Request number `i` of the race goes through `send` (so it can alternate between server processes). */
type Send = (i: number, name: EndpointName, input: Record<string, unknown>, key?: string) => Promise<Answer>;

const START = '200.00';
const REQUESTS = 200;
const ADDRESS = 'TWt7hbfzKVZmZYFD42Lrdy5XrhASAxPhUD';

/**
 * 200 requests at once against one Balance of 200.00: 100 withdrawals (10.00 to 18.99) and 100 transfers to Stock
 * (0.50 to 2.00), asking about 1,550.00 in all; the first 20 are 10 pairs of retries that share an Idempotency-Key.
 */
async function race(send: Send) {
  const requests = Array.from({ length: REQUESTS }, (_, i) => {
    const p = i < 20 ? Math.floor(i / 2) : i;
    const withdrawal = p % 2 === 0;
    const amount = withdrawal
      ? `${10 + (p % 9)}.${String((p * 37) % 100).padStart(2, '0')}`
      : Decimal.from(p % 4)
          .add('1')
          .div(2, { scale: 2 })
          .toFixed(2);
    return {
      i,
      withdrawal,
      key: i < 20 ? `pair-${p}` : undefined,
      name: (withdrawal ? 'withdrawalApply' : 'transfer') as EndpointName,
      input: withdrawal
        ? { amount, payPassword: PAY_PASSWORD, currency: 'USDT', network: 'TRC20', address: ADDRESS }
        : { from: 'balance', to: 'stock', amount },
    };
  });
  const answers = await Promise.all(requests.map((r) => send(r.i, r.name, r.input, r.key)));
  return requests.map((r, i) => ({ ...r, answer: answers[i] as Answer }));
}

type Outcome = Awaited<ReturnType<typeof race>>;

/** Every request is accepted or refused for lack of money; the accepted ones, by id, and their totals. */
function tally(outcome: Outcome) {
  for (const r of outcome) {
    expect([200, 422], JSON.stringify(r.answer.body)).toContain(r.answer.status);
    if (r.answer.status === 422) expect(r.answer.body.msg).toMatch(/^Insufficient balance in Balance: /);
  }
  for (let p = 0; p < 10; p++) {
    // Retries sharing a key: both the one answer, or both refused (a refusal is not kept, so each is judged).
    const [a, b] = outcome.filter((r) => r.key === `pair-${p}`);
    expect(a?.answer.status).toBe(b?.answer.status);
    if (a?.answer.status === 200) expect(a.answer.body).toEqual(b?.answer.body);
  }
  const accepted = (withdrawal: boolean) =>
    new Map(
      outcome
        .filter((r) => r.withdrawal === withdrawal && r.answer.status === 200)
        .map((r) => {
          const data = r.answer.body.data as { id: number; amount: string };
          return [data.id, Decimal.from(data.amount)] as const;
        }),
    );
  const withdrawals = accepted(true);
  const transfers = accepted(false);
  const refused = outcome.filter((r) => r.answer.status === 422).length;
  expect(withdrawals.size).toBeGreaterThan(0);
  expect(transfers.size).toBeGreaterThan(0);
  expect(refused).toBeGreaterThan(0);
  return {
    withdrawals,
    transfers,
    withdrawn: Decimal.sum(withdrawals.values()),
    moved: Decimal.sum(transfers.values()),
  };
}

/** The end state accounts for every accepted request and nothing else, with no balance below zero. */
async function expectAccountedFor(
  outcome: Outcome,
  read: (name: EndpointName, input: Record<string, unknown>) => Promise<Answer>,
  db: Db,
) {
  const { withdrawals, transfers, withdrawn, moved } = tally(outcome);
  const balance = (await read('getWalletBalance', { walletType: 'balance' })).body.data as Record<string, string>;
  const stock = (await read('getWalletBalance', { walletType: 'stock' })).body.data as Record<string, string>;
  const left = Decimal.from(balance.balance ?? '');
  expect(left.isNegative()).toBe(false);
  // Sum of accepted withdrawals and transfers = start − end.
  expect(withdrawn.add(moved).toFixed(2)).toBe(Decimal.from(START).sub(left).toFixed(2));
  expect(balance.usedBalance).toBe(withdrawn.toFixed(2));
  expect(stock).toEqual({ balance: moved.toFixed(2), usedBalance: '0.00' });

  const listed = (await read('withdrawalList', { pageSize: 100 })).body.data as {
    total: number;
    data: { id: number }[];
  };
  expect(listed.total).toBe(withdrawals.size);
  expect(new Set(listed.data.map((w) => w.id))).toEqual(new Set(withdrawals.keys()));
  const moves = (await read('getTransferList', { pageSize: 100 })).body.data as {
    total: number;
    data: { id: number }[];
  };
  expect(new Set(moves.data.map((t) => t.id))).toEqual(new Set(transfers.keys()));
  expect(await checkLedgerInvariants(db)).toEqual([]);
}

describe('200 concurrent withdrawals and transfers against one balance', () => {
  let h: Harness | undefined;
  afterAll(async () => h?.close());

  it('never overdraw, and every accepted request is accounted for (one server)', async () => {
    h = await createHarness();
    const harness = h;
    const u = await signUpPayer(harness);
    await fund(harness, u.user.id, START);
    const outcome = await race((_i, name, input, key) =>
      harness.call(name, input, { token: u.token, headers: key ? { 'idempotency-key': key } : {} }),
    );
    await expectAccountedFor(outcome, (name, input) => harness.call(name, input, { token: u.token }), harness.ctx.db);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('on PostgreSQL with two server processes', () => {
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  let database: Awaited<ReturnType<typeof freshPgDatabase>> | undefined;
  let db: Db | undefined;
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    await db?.destroy();
    await database?.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it(
    'never overdraw, and every accepted request is accounted for (requests split between the two)',
    { timeout: 120_000 },
    async () => {
      database = await freshPgDatabase(pgUrl ?? '');
      const env = { DATABASE_URL: database.url, APP_SECRET: 'race-test-secret-shared-by-both-nodes-0123456789' };
      for (let n = 0; n < 2; n++) dirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-race-')));
      // Both nodes start (migrate and seed) at the same moment.
      await Promise.all(dirs.map(async (dir) => servers.push(await startServer(dir, env))));
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const u = await signUpOver(a);
      await depositOver(b.url, u.token, await staffLoginOver(b.url), START);

      const outcome = await race((i, name, input, key) =>
        callHttp((i % 2 ? b : a).url, name, input, { token: u.token, ...(key ? { key } : {}) }),
      );
      db = createDb({ databaseUrl: database.url, dataDir: dirs[0] ?? '' });
      await expectAccountedFor(outcome, (name, input) => callHttp(a.url, name, input, { token: u.token }), db);
    },
  );
});
