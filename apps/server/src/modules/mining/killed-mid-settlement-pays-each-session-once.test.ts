import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/database.ts';
import { newIdentity } from '../../testing/harness.ts';
import { lastCode } from '../../testing/outbox.ts';
import { callHttp, type ServerProcess, startServer } from '../../testing/server-process.ts';
import { checkLedgerInvariants } from '../ledger/service.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-mining-crash-'));
let server: ServerProcess | undefined;
let db: Db | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  await db?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Check-in gives 6 energy, spent at 1,200 a minute: each session runs 300 ms; the leader sweeps every 50 ms. */
const ENV = {
  MINING_CHECKIN_ENERGY: '6',
  MINING_ENERGY_PER_MINUTE: '1200',
  MINING_SESSION_MINUTES: '1',
  MINING_REWARD_PER_ENERGY: '0.37',
  MINING_DAILY_BUDGET: '1000',
  MINING_SWEEP_MS: '50',
};
const USERS = 12;

async function signUp(s: ServerProcess) {
  const who = newIdentity();
  await callHttp(s.url, 'getEmailCode', { email: who.email, type: 'register' });
  const res = await callHttp(s.url, 'register', { ...who, code: lastCode(s.dataDir, who.email) ?? '' });
  if (res.status !== 200) throw new Error(`register: ${res.body.msg}`);
  return res.body.data.token;
}

describe('the server killed with SIGKILL while mining sessions are being settled', () => {
  it('restarts and settles every session exactly once, with the ledger sound', { timeout: 120_000 }, async () => {
    server = await startServer(dir, ENV);
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i++) tokens.push(await signUp(server));

    // Sessions start one after another, so some end (and are settled) while others still run.
    const started: number[] = [];
    const killAt = 4 + Math.floor(Math.random() * 6);
    for (const token of tokens) {
      await callHttp(server.url, 'miningCheckIn', {}, { token });
      const res = await callHttp(server.url, 'miningStart', {}, { token });
      expect(res.status).toBe(200);
      started.push(res.body.data.id);
      if (started.length === killAt) {
        await new Promise((r) => setTimeout(r, 300 + Math.random() * 100));
        await server.kill('SIGKILL');
        server = await startServer(dir, ENV);
      }
    }

    // The new process's sweep settles what the dead one left and the rest.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const states = await Promise.all(
        tokens.map(async (token) => (await callHttp(server!.url, 'miningRecords', {}, { token })).body.data.data),
      );
      if (states.flat().every((s) => s.state !== 'mining')) break;
      if (Date.now() > deadline) throw new Error('sessions still running after 30 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    await server.kill('SIGTERM');

    db = createDb({ databaseUrl: undefined, dataDir: dir });
    expect(await checkLedgerInvariants(db)).toEqual([]);
    const sessions = await db.selectFrom('mining_sessions').selectAll().execute();
    expect(sessions.map((s) => s.id).sort((a, b) => a - b)).toEqual(started);
    const payments = await db
      .selectFrom('journal_transactions')
      .select(['reference_id'])
      .where('kind', '=', 'mining_reward')
      .execute();
    for (const s of sessions) {
      expect(s.state).toBe('successful');
      expect(payments.filter((p) => p.reference_id === s.id).length, `session ${s.id}`).toBe(1);
    }
    expect(payments.length).toBe(USERS);
    const house = await db
      .selectFrom('ledger_accounts')
      .select('available')
      .where('owner', '=', 'house')
      .where('kind', '=', 'rewards')
      .executeTakeFirstOrThrow();
    // 12 sessions × 6 energy × 0.37 = 26.64
    expect(house.available).toBe('-26.64');
  });
});
