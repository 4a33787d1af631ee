import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReviewStatus } from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/database.ts';
import { cardNumber } from '../../testing/cards.ts';
import {
  callHttp,
  depositOver,
  type ServerProcess,
  signUpOver,
  staffLoginOver,
  startServer,
} from '../../testing/server-process.ts';
import { PAY_PASSWORD } from '../../testing/staff.ts';
import { balances, checkLedgerInvariants } from './service.ts';

type Kind =
  | 'transfer'
  | 'deposit'
  | 'deposit.approve'
  | 'deposit.reject'
  | 'withdrawal'
  | 'withdrawal.approve'
  | 'withdrawal.reject';

/** An operation the server acknowledged (200) before it was killed. */
interface Ack {
  kind: Kind;
  id: number;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-crash-'));
let server: ServerProcess | undefined;
let db: Db | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  await db?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Workers that keep money moving over HTTP until the server goes away: transfers both ways, bank deposits approved
 * and rejected by staff, card and crypto withdrawals paid and returned. Each 200 is recorded as it arrives.
 */
function stream(url: string, users: { token: string; cardId: number }[], staff: string, acks: Ack[]) {
  let inFlight = 0;
  const call = async (...args: Parameters<typeof callHttp>) => {
    inFlight += 1;
    try {
      return await callHttp(...args);
    } finally {
      inFlight -= 1;
    }
  };
  const step = async (user: { token: string; cardId: number }, n: number) => {
    const token = user.token;
    const record = (kind: Kind, res: { status: number; body: { data: unknown } }) => {
      if (res.status === 200) acks.push({ kind, id: (res.body.data as { id: number }).id });
      return res.status === 200 ? (res.body.data as { id: number }).id : undefined;
    };
    switch (n % 6) {
      case 0:
        record(
          'transfer',
          await call(url, 'transfer', { from: 'balance', to: 'stock', amount: '5.25' }, { token, key: `t${n}` }),
        );
        return;
      case 1:
        record('transfer', await call(url, 'transfer', { from: 'stock', to: 'balance', amount: '2.10' }, { token }));
        return;
      case 2:
      case 3: {
        const id = record('deposit', await call(url, 'depositCreate', { channel: 'bank', amount: '40' }, { token }));
        if (id === undefined) return;
        if (n % 6 === 2) record('deposit.approve', await call(url, 'staffDepositApprove', { id }, { token: staff }));
        else
          record('deposit.reject', await call(url, 'staffDepositReject', { id, reason: 'No match' }, { token: staff }));
        return;
      }
      default: {
        const target =
          n % 6 === 4
            ? { cardId: user.cardId }
            : { currency: 'USDT', network: 'ERC20', address: '0xaAfAad66F365480561116c5AA1f89ae48D21A8d5' };
        const input = { amount: '11.50', payPassword: PAY_PASSWORD, ...target };
        const id = record('withdrawal', await call(url, 'withdrawalApply', input, { token, key: `w${n}` }));
        if (id === undefined) return;
        if (n % 6 === 4)
          record('withdrawal.approve', await call(url, 'staffWithdrawalApprove', { id }, { token: staff }));
        else
          record(
            'withdrawal.reject',
            await call(url, 'staffWithdrawalReject', { id, reason: 'Held' }, { token: staff }),
          );
      }
    }
  };
  let n = 0;
  const workers = Array.from({ length: 6 }, async (_, w) => {
    const user = users[w % users.length] as { token: string; cardId: number };
    try {
      for (;;) await step(user, n++);
    } catch {
      // The server was killed: this worker's request got no answer.
    }
  });
  return { done: Promise.all(workers), inFlight: () => inFlight };
}

const refKey = (type: string, id: number) => `${type}:${id}`;

describe('the server killed with SIGKILL in the middle of a stream of money operations', () => {
  it(
    'restarts with every invariant intact, every acknowledged operation kept and nothing half-done',
    { timeout: 120_000 },
    async () => {
      server = await startServer(dir);
      const staff = await staffLoginOver(server.url);
      const users = [];
      for (let i = 0; i < 3; i++) {
        const u = await signUpOver(server);
        await depositOver(server.url, u.token, staff, '100000');
        const card = await callHttp(
          server.url,
          'addCardNo',
          { bankName: 'Harbor Savings', bankAccountName: 'Ada Lovelace', cardNo: cardNumber(16) },
          { token: u.token },
        );
        users.push({ ...u, cardId: card.body.data.id });
      }

      const acks: Ack[] = [];
      const { done, inFlight } = stream(server.url, users, staff, acks);
      const started = Date.now();
      while (acks.length < 400 && Date.now() - started < 8_000) await new Promise((r) => setTimeout(r, 20));
      expect(inFlight()).toBeGreaterThan(0);
      await server.kill('SIGKILL');
      await done;
      expect(acks.length).toBeGreaterThan(50);

      // The same data directory, a new process: it starts, and the users' sessions and money still work.
      server = await startServer(dir);
      const again = await callHttp(
        server.url,
        'transfer',
        { from: 'balance', to: 'stock', amount: '1' },
        { token: users[0]?.token ?? '' },
      );
      expect(again.status).toBe(200);
      await server.kill('SIGTERM');

      db = createDb({ databaseUrl: undefined, dataDir: dir });
      expect(await checkLedgerInvariants(db)).toEqual([]);

      const [deposits, withdrawals, transfers, journal, audit, keys, strategies, orders, positions] = await Promise.all(
        [
          db.selectFrom('deposits').selectAll().execute(),
          db.selectFrom('withdrawals').selectAll().execute(),
          db.selectFrom('transfers').selectAll().execute(),
          db.selectFrom('journal_transactions').select(['kind', 'reference_type', 'reference_id']).execute(),
          db.selectFrom('audit_log').select(['target_type', 'target_id', 'action']).execute(),
          db.selectFrom('idempotency_keys').select(['key', 'response']).execute(),
          // The institutions' strategy accounts, funded by the house at start-up, and what they trade meanwhile.
          db.selectFrom('strategy_accounts').select('id').execute(),
          db.selectFrom('trade_orders').select('id').execute(),
          db.selectFrom('positions').select('id').execute(),
        ],
      );
      const moves = new Map<string, string[]>();
      for (const t of journal) {
        if (t.reference_type === null || t.reference_id === null) continue;
        const k = refKey(t.reference_type, t.reference_id);
        moves.set(k, [...(moves.get(k) ?? []), t.kind]);
      }
      const decisions = new Map<string, string[]>();
      for (const a of audit) {
        const k = refKey(a.target_type, a.target_id);
        decisions.set(k, [...(decisions.get(k) ?? []), a.action]);
      }

      // Every acknowledged operation is there, in the state it was acknowledged in (or, for a pending one, decided by
      // an acknowledged decision).
      const byId = <R extends { id: number }>(rows: R[]) => new Map(rows.map((r) => [r.id, r]));
      const [depositRows, withdrawalRows, transferRows] = [byId(deposits), byId(withdrawals), byId(transfers)];
      for (const ack of acks) {
        const [type, decision] = ack.kind.split('.') as ['transfer' | 'deposit' | 'withdrawal', string | undefined];
        const row = { transfer: transferRows, deposit: depositRows, withdrawal: withdrawalRows }[type].get(ack.id);
        expect(row, `${ack.kind} ${ack.id}`).toBeDefined();
        if (decision && row && 'status' in row) {
          expect(row.status).toBe(decision === 'approve' ? ReviewStatus.completed : ReviewStatus.failed);
        }
      }

      // Nothing is half-done: each record's money movements and audit rows are exactly those of its state.
      for (const d of deposits) {
        const k = refKey('deposit', d.id);
        expect([moves.get(k) ?? [], decisions.get(k) ?? []], k).toEqual(
          d.status === ReviewStatus.completed
            ? [['deposit_approved'], ['deposit.approve']]
            : d.status === ReviewStatus.failed
              ? [[], ['deposit.reject']]
              : [[], []],
        );
      }
      for (const w of withdrawals) {
        const k = refKey('withdrawal', w.id);
        expect([moves.get(k) ?? [], decisions.get(k) ?? []], k).toEqual(
          w.status === ReviewStatus.completed
            ? [['withdrawal_requested', 'withdrawal_paid'], ['withdrawal.approve']]
            : w.status === ReviewStatus.failed
              ? [['withdrawal_requested', 'withdrawal_rejected'], ['withdrawal.reject']]
              : [['withdrawal_requested'], []],
        );
      }
      for (const t of transfers) {
        const expected =
          t.from_kind === 'balance'
            ? ['transfer']
            : t.status === 'pending'
              ? ['transfer_hold']
              : ['transfer_hold', 'transfer_settle'];
        expect(moves.get(refKey('transfer', t.id)), `transfer ${t.id}`).toEqual(expected);
      }
      // No movement points at a record that is not there, and no key was claimed without its answer.
      const known = new Set([
        ...deposits.map((d) => refKey('deposit', d.id)),
        ...withdrawals.map((w) => refKey('withdrawal', w.id)),
        ...transfers.map((t) => refKey('transfer', t.id)),
        ...strategies.map((a) => refKey('strategy_account', a.id)),
        ...orders.map((o) => refKey('order', o.id)),
        ...positions.map((p) => refKey('position', p.id)),
      ]);
      expect([...moves.keys()].filter((k) => !known.has(k))).toEqual([]);
      expect(keys.filter((k) => k.response === null)).toEqual([]);

      // Frozen money is exactly what is still pending.
      for (const u of users) {
        const accounts = await balances(db, u.userId);
        const used = (kind: string) => accounts.find((a) => a.kind === kind)?.used.toString();
        const pendingOut = (rows: { user_id: number; amount: string }[]) =>
          Decimal.sum(rows.filter((r) => r.user_id === u.userId).map((r) => r.amount)).toString();
        expect(used('balance')).toBe(pendingOut(withdrawals.filter((w) => w.status === ReviewStatus.pending)));
        expect(used('stock')).toBe(pendingOut(transfers.filter((t) => t.status === 'pending')));
      }
    },
  );
});
