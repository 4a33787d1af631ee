import { can, type Endpoints, type StaffRole } from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/paging.ts';
import { recordDecision } from '../audit/service.ts';
import { balances, checkLedgerInvariants } from '../ledger/service.ts';
import { backofficeRepo as repo } from './repo.ts';

/** A call's input as the contract parsed it. */
type In<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;

/** How many of each kind of row a user's page shows (newest first). */
const DETAIL_ROWS = 50;
const DAY_MS = 86_400_000;

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.user>>>;

const toUserRow = (r: UserRow) => ({
  id: r.id,
  email: r.email,
  userLoginId: r.user_login_id,
  name: r.name,
  kycStatus: r.kyc_status,
  role: r.staff_role ?? r.role,
  lockedAt: r.staff_locked_at === null ? null : Number(r.staff_locked_at),
  createdAt: Number(r.created_at),
});

export async function listUsers(ctx: AppContext, input: In<'staffUserList'>) {
  const { rows, total } = await repo.users(ctx.db, { ...input, ...pageWindow(input) });
  return toPage(rows.map(toUserRow), total, input);
}

async function loadUser(ctx: AppContext, id: number) {
  const row = await repo.user(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

/** A user's page; their inbox only for a role that may read messages. */
export async function userDetail(ctx: AppContext, staffRole: StaffRole | null, id: number) {
  const row = await loadUser(ctx, id);
  const [identity, accounts, positions, orders, money, sessions, messages] = await Promise.all([
    repo.latestKyc(ctx.db, id),
    balances(ctx.db, id),
    repo.positions(ctx.db, id, DETAIL_ROWS),
    repo.orders(ctx.db, id, DETAIL_ROWS),
    repo.moneyHistory(ctx.db, id, DETAIL_ROWS),
    repo.sessions(ctx.db, id, DETAIL_ROWS),
    can(staffRole, 'messages.read') ? repo.messages(ctx.db, id, DETAIL_ROWS) : Promise.resolve([]),
  ]);
  return {
    user: {
      ...toUserRow(row),
      phone: row.phone,
      invitedBy: row.invited_by,
      lockReason: row.staff_lock_reason,
    },
    identity: identity
      ? {
          id: identity.id,
          docType: identity.doc_type,
          status: identity.status,
          reason: identity.reason,
          createdAt: Number(identity.created_at),
        }
      : null,
    accounts: accounts.map((a) => ({
      kind: a.kind,
      currency: a.currency,
      available: a.available.toFixed(2),
      used: a.used.toFixed(2),
    })),
    positions: positions.map((p) => ({
      id: p.id,
      account: p.account,
      code: p.code,
      direction: p.direction,
      quantity: Number(p.quantity),
      entryPrice: p.entry_price,
      margin: p.margin,
      status: p.status,
      openedAt: Number(p.opened_at),
      closedAt: p.closed_at === null ? null : Number(p.closed_at),
    })),
    orders: orders.map((o) => ({
      id: o.id,
      account: o.account,
      code: o.code,
      direction: o.direction,
      orderType: o.order_type,
      status: o.status,
      quantity: Number(o.quantity),
      limitPrice: o.limit_price,
      fillPrice: o.fill_price,
      createdAt: Number(o.created_at),
    })),
    money: money.map((m) => ({
      id: m.id,
      txId: m.tx_id,
      kind: m.kind,
      account: `${m.account}:${m.bucket}`,
      amount: m.amount,
      currency: m.currency,
      balanceAfter: m.balance_after,
      createdAt: Number(m.created_at),
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      ip: s.ip,
      userAgent: s.user_agent,
      createdAt: Number(s.created_at),
      lastSeenAt: Number(s.last_seen_at),
      revokedAt: s.revoked_at === null ? null : Number(s.revoked_at),
    })),
    messages: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      title: m.title,
      body: m.body,
      isRead: m.is_read,
      createdAt: Number(m.created_at),
    })),
  };
}

/**
 * Locks (or unlocks) an account, audited in the same transaction. Locking also ends every session of the account,
 * and its open sockets are told at once; logins are refused while it is locked (accounts' login).
 */
export async function setLock(ctx: AppContext, actorId: number, input: { id: number; reason: string }, lock: boolean) {
  const row = await loadUser(ctx, input.id);
  if (row.staff_role) throw refused('A staff account is managed on the staff screen, not locked here');
  const now = ctx.now();
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const changed = await repo.setLock(trx, input.id, lock ? { at: now, reason: input.reason } : null, now);
    if (!changed) throw refused(lock ? 'This account is already locked' : 'This account is not locked');
    const revoked = lock ? await repo.revokeSessions(trx, input.id, now) : 0;
    await recordDecision(trx, {
      actorId,
      action: lock ? 'user.lock' : 'user.unlock',
      target: { type: 'user', id: input.id },
      reason: input.reason,
      beforeStatus: lock ? 0 : 1,
      afterStatus: lock ? 1 : 0,
      ...(lock ? { detail: { sessionsEnded: revoked } } : {}),
      at: now,
    });
    return revoked;
  });
  if (lock && ended > 0) ctx.push.sessionsEnded({ userId: input.id });
  return toUserRow((await repo.user(ctx.db, input.id)) ?? row);
}

export async function endSessions(ctx: AppContext, actorId: number, input: { id: number; reason: string }) {
  await loadUser(ctx, input.id);
  const now = ctx.now();
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const revoked = await repo.revokeSessions(trx, input.id, now);
    await recordDecision(trx, {
      actorId,
      action: 'user.end_sessions',
      target: { type: 'user', id: input.id },
      reason: input.reason,
      beforeStatus: 0,
      afterStatus: 0,
      detail: { sessionsEnded: revoked },
      at: now,
    });
    return revoked;
  });
  if (ended > 0) ctx.push.sessionsEnded({ userId: input.id });
  return { ended };
}

export async function auditLog(ctx: AppContext, input: In<'staffAuditList'>) {
  const { rows, total } = await repo.audit(ctx.db, { ...input, ...pageWindow(input) });
  return toPage(
    rows.map((r) => ({
      id: r.id,
      actorId: r.actor_id,
      actorEmail: r.actor_email ?? '',
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      reason: r.reason,
      beforeStatus: r.before_status,
      afterStatus: r.after_status,
      detail: r.detail,
      createdAt: Number(r.created_at),
    })),
    total,
    input,
  );
}

const accountName = (e: { owner: string; user_id: number; kind: string }) =>
  e.owner === 'house' ? `house:${e.kind}` : `user:${e.user_id}:${e.kind}`;

export async function journal(ctx: AppContext, input: In<'staffJournalList'>) {
  const { rows, total } = await repo.journal(ctx.db, { ...input, ...pageWindow(input) });
  const entries = await repo.entriesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      memo: r.memo,
      userId: r.user_id,
      referenceType: r.reference_type,
      referenceId: r.reference_id,
      createdAt: Number(r.created_at),
      entries: entries
        .filter((e) => e.tx_id === r.id)
        .map((e) => ({
          account: accountName(e),
          bucket: e.bucket,
          amount: e.amount,
          currency: e.currency,
          balanceAfter: e.balance_after,
        })),
    })),
    total,
    input,
  );
}

/** The ledger's own invariant check (modules/ledger), with the figures it covered. */
export async function ledgerCheck(ctx: AppContext) {
  const [violations, counts, accounts] = await Promise.all([
    checkLedgerInvariants(ctx.db),
    repo.counts(ctx.db),
    repo.accountTotals(ctx.db),
  ]);
  const totals = new Map<string, { currency: string; owner: string; kind: string; balance: Decimal }>();
  for (const a of accounts) {
    const kind = a.owner === 'user' ? 'all users' : a.kind;
    const key = `${a.currency}|${a.owner}|${kind}`;
    const sum = Decimal.from(a.available).add(Decimal.from(a.used));
    const t = totals.get(key);
    totals.set(key, { currency: a.currency, owner: a.owner, kind, balance: t ? t.balance.add(sum) : sum });
  }
  return {
    sound: violations.length === 0,
    checkedAt: ctx.now(),
    ...counts,
    totals: [...totals.values()].map((t) => ({ ...t, balance: t.balance.toFixed(2) })),
    violations: violations.map((v) => ({ invariant: v.invariant, message: v.message })),
  };
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function dashboard(ctx: AppContext, input: { days: number }) {
  const now = ctx.now();
  const from = Math.floor(now / DAY_MS) * DAY_MS - (input.days - 1) * DAY_MS;
  const [counts, signUps, entries] = await Promise.all([
    repo.queueCounts(ctx.db),
    repo.signUpTimes(ctx.db, from),
    repo.dashboardEntries(ctx.db, from),
  ]);
  const days = new Map(
    Array.from({ length: input.days }, (_, i) => [
      dayOf(from + i * DAY_MS),
      { deposits: Decimal.ZERO, withdrawals: Decimal.ZERO, signUps: 0, house: Decimal.ZERO },
    ]),
  );
  for (const u of signUps) {
    const d = days.get(dayOf(Number(u.created_at)));
    if (d) d.signUps += 1;
  }
  for (const e of entries) {
    const d = days.get(dayOf(Number(e.created_at)));
    if (!d) continue;
    const amount = Decimal.from(e.amount);
    if (e.owner === 'house') d.house = d.house.add(amount);
    else if (e.kind === 'deposit_approved' && amount.isPositive()) d.deposits = d.deposits.add(amount);
    else if (e.kind === 'withdrawal_paid' && amount.isNegative()) d.withdrawals = d.withdrawals.sub(amount);
  }
  return {
    ...counts,
    days: [...days.entries()].map(([day, d]) => ({
      day,
      deposits: d.deposits.toFixed(2),
      withdrawals: d.withdrawals.toFixed(2),
      signUps: d.signUps,
      houseTradingPnl: d.house.toFixed(2),
    })),
  };
}
