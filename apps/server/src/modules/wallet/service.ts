import {
  ACCOUNT_CURRENCY,
  type Bill,
  type BillType,
  type FundingOverview,
  type Page,
  TRANSFER_SETTLE_MS,
  type Transfer,
  type WalletType,
} from '@bourse/contract';
import {
  Decimal,
  freeze,
  isCurrency,
  type JournalKind,
  type JournalTx,
  minorUnits,
  transfer as transferJournal,
  unfreeze,
  userAccount,
} from '@bourse/domain';
import type { Selectable } from 'kysely';
import type { TransfersTable } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, refused } from '../../platform/errors.ts';
import { type IdempotentRequest, once } from '../../platform/idempotency.ts';
import { type PageRequest, pageWindow, toPage } from '../../platform/paging.ts';
import { formatDate, formatDateTime, zonedDay } from '../../platform/time.ts';
import * as ledger from '../ledger/service.ts';
import { interestCharged } from '../loans/service.ts';
import { heldForUser } from '../robots/service.ts';
import { walletRepo as repo } from './repo.ts';

/** Money as the app shows it: the currency's minor unit, e.g. "12.50". */
function show(amount: Decimal, currency: string = ACCOUNT_CURRENCY): string {
  return amount.toFixed(isCurrency(currency) ? minorUnits(currency) : 2);
}

/** Journal kinds of the transfer lifecycle; the bill names them. */
const TRANSFER_KINDS = { hold: 'transfer_hold', settle: 'transfer_settle', cancel: 'transfer_cancel' } as const;
const PROFIT_KINDS = ['pnl', 'interest'] as const;
const INTEREST_KINDS = ['interest'] as const;

/** Exhaustive over JournalKind: a new journal kind fails typecheck here until its bill type is chosen. */
function billType(txKind: JournalKind, amount: Decimal): BillType {
  switch (txKind) {
    case 'transfer':
      return amount.isNegative() ? 'transfer_out' : 'transfer_in';
    case TRANSFER_KINDS.hold:
      return 'transfer_out';
    case TRANSFER_KINDS.settle:
      return 'transfer_in';
    case TRANSFER_KINDS.cancel:
      return 'transfer_cancelled';
    case 'deposit_approved':
      return 'deposit';
    case 'withdrawal_requested':
    case 'withdrawal_paid':
      return 'withdrawal';
    case 'withdrawal_rejected':
      return 'withdrawal_refund';
    case 'mining_reward':
      return 'mining_reward';
    case 'order_freeze':
    case 'ipo_subscribe':
      return 'freeze';
    case 'order_release':
    case 'ipo_cancel':
    case 'ipo_draw':
      return 'unfreeze';
    case 'ipo_listing':
      return 'trade_open';
    case 'fee':
    case 'freeze':
    case 'unfreeze':
    case 'pnl':
    case 'interest':
    case 'trade_open':
    case 'trade_close':
    case 'margin_add':
    case 'financing':
      return txKind;
    case 'loan_disbursed':
      return 'loan';
    case 'loan_repayment':
      return 'loan_repayment';
    // A robot rental's fee and allocation leave Balance together; at the end the robot's account comes back.
    case 'robot_rental':
    case 'robot_return':
      return txKind;
    // Interest added to a loan moves no user account, so it never reaches a statement; it is interest all the same.
    case 'loan_interest':
      return 'interest';
    // House capital placed in a strategy account (a system user's, never a person's statement).
    case 'strategy_funding':
      return 'deposit';
    case 'follow_place':
      return 'freeze';
    case 'follow_cancel':
      return 'unfreeze';
    // A follow order's settlement: the frozen amount leaves, the amount with its share of the cycle's P&L comes back.
    case 'follow_settle':
      return 'pnl';
    default:
      return unmapped(txKind);
  }
}

function unmapped(kind: never): never {
  throw new Error(`No bill type for journal kind ${String(kind)}`);
}

function toTransfer(row: Selectable<TransfersTable>): Transfer {
  return {
    id: row.id,
    from: row.from_kind,
    to: row.to_kind,
    amount: show(Decimal.from(row.amount), row.currency),
    status: row.status,
    createTimeTimestamp: row.created_at,
    settleTimeTimestamp: row.settle_at,
    cancelTimeTimestamp: row.cancelled_at,
  };
}

const SETTLE_BATCH = 100;

/**
 * Completes pending transfers that are due: the held money moves from the trading wallet's frozen part to Balance.
 * Run before each wallet call of the user (so nobody sees a due transfer as pending) and by a periodic sweep; each
 * transfer settles as its own unit of work and at most once, however many nodes run this at the same time.
 */
export async function settleDueTransfers(ctx: AppContext, userId?: number): Promise<number> {
  const ids = await repo.dueTransferIds(ctx.db, ctx.now(), userId, SETTLE_BATCH);
  // Started together, so on SQLite they share one commit (each is still its own unit of work).
  const settled = ids.map((id) =>
    ledger.withMoneyTx(ctx, async (trx) => {
      const now = ctx.now();
      const t = await repo.completeDue(trx, id, now);
      if (!t) return;
      const uid = String(t.user_id);
      const amount = Decimal.from(t.amount);
      const settle: JournalTx = {
        kind: TRANSFER_KINDS.settle,
        entries: [
          {
            account: userAccount(uid, t.from_kind, 'used'),
            amount: amount.neg(),
            currency: ACCOUNT_CURRENCY,
          },
          { account: userAccount(uid, 'balance'), amount, currency: ACCOUNT_CURRENCY },
        ],
      };
      await ledger.post(trx, settle, { now, userId: t.user_id, reference: { type: 'transfer', id: t.id } });
    }),
  );
  await Promise.all(settled);
  return ids.length;
}

export async function walletBalance(ctx: AppContext, userId: number, walletType: WalletType) {
  await settleDueTransfers(ctx, userId);
  const account = (await ledger.balances(ctx.db, userId)).find(
    (a) => a.kind === walletType && a.currency === ACCOUNT_CURRENCY,
  );
  return { balance: show(account?.available ?? Decimal.ZERO), usedBalance: show(account?.used ?? Decimal.ZERO) };
}

/**
 * Into a trading wallet: completed at once, so the money can be traded now. Out of a trading wallet: held in that
 * wallet's frozen part and pending for TRANSFER_SETTLE_MS, during which it can be cancelled; then it reaches Balance.
 */
export async function transfer(
  ctx: AppContext,
  userId: number,
  input: { from: WalletType; to: WalletType; amount: string },
  idempotency?: IdempotentRequest,
): Promise<Transfer> {
  await settleDueTransfers(ctx, userId);
  return ledger.withMoneyTx(ctx, (trx) => {
    const now = ctx.now();
    return once(trx, idempotency, now, async () => {
      const amount = Decimal.from(input.amount);
      const pending = input.from !== 'balance';
      const row = await repo.insertTransfer(trx, {
        user_id: userId,
        from_kind: input.from,
        to_kind: input.to,
        amount: amount.toString(),
        currency: ACCOUNT_CURRENCY,
        status: pending ? 'pending' : 'completed',
        created_at: now,
        settle_at: pending ? now + TRANSFER_SETTLE_MS : now,
        cancelled_at: null,
      });
      const uid = String(userId);
      const journal = pending
        ? { ...freeze(uid, input.from, amount), kind: TRANSFER_KINDS.hold }
        : transferJournal(uid, input.from, input.to, amount);
      await ledger.post(trx, journal, {
        now,
        userId,
        idempotencyKey: idempotency?.key,
        reference: { type: 'transfer', id: row.id },
      });
      return toTransfer(row);
    });
  });
}

/** Cancels a pending transfer: the held money returns to the wallet it left. Another user's transfer is not found. */
export async function cancelTransfer(
  ctx: AppContext,
  userId: number,
  id: number,
  idempotency?: IdempotentRequest,
): Promise<Transfer> {
  return ledger.withMoneyTx(ctx, (trx) => {
    const now = ctx.now();
    return once(trx, idempotency, now, async () => {
      const row = await repo.cancelPending(trx, userId, id, now);
      if (!row) {
        const current = await repo.findTransfer(trx, userId, id);
        if (!current) throw notFound('Transfer not found');
        throw refused(
          current.status === 'cancelled'
            ? 'This transfer is already cancelled'
            : 'This transfer is completed; only a pending transfer can be cancelled',
        );
      }
      const journal = {
        ...unfreeze(String(userId), row.from_kind, row.amount),
        kind: TRANSFER_KINDS.cancel,
      };
      await ledger.post(trx, journal, {
        now,
        userId,
        idempotencyKey: idempotency?.key,
        reference: { type: 'transfer', id: row.id },
      });
      return toTransfer(row);
    });
  });
}

export async function transferList(
  ctx: AppContext,
  userId: number,
  q: PageRequest & { status?: Transfer['status'] | undefined },
): Promise<Page<Transfer>> {
  await settleDueTransfers(ctx, userId);
  const { offset, limit } = pageWindow(q);
  const [rows, total] = await Promise.all([
    repo.listTransfers(ctx.db, userId, q.status, offset, limit),
    repo.countTransfers(ctx.db, userId, q.status),
  ]);
  return toPage(rows.map(toTransfer), total, q);
}

/** Every movement of the available balance of one wallet (or all), newest first, with its time in `timeZone`. */
export async function walletBill(
  ctx: AppContext,
  userId: number,
  q: PageRequest & { walletType?: WalletType | undefined; timeZone: string },
): Promise<Page<Bill>> {
  await settleDueTransfers(ctx, userId);
  const { lines, total } = await ledger.statement(ctx.db, userId, { accountKind: q.walletType, ...pageWindow(q) });
  const bills = lines.map((l) => ({
    id: l.id,
    amount: show(l.amount, l.currency),
    createTimeTimestamp: l.createdAt,
    createTime: formatDateTime(l.createdAt, q.timeZone),
    type: billType(l.txKind, l.amount),
    // A user's statement holds only user accounts, whose kinds are the wallet types.
    walletType: l.accountKind as WalletType,
    balanceAfter: show(l.balanceAfter, l.currency),
  }));
  return toPage(bills, total, q);
}

/**
 * Totals across every wallet. Today's profit and interest are summed from today's (in `timeZone`) journal entries
 * of those kinds, so they are exactly what was credited or debited, never an estimate. Interest is net: what was
 * credited less what the user's loans accrued (a loan's interest is added to what it owes, so it is read from the
 * loan's movements, which the ledger's loan_interest transactions match cent for cent).
 */
export async function fundingOverview(ctx: AppContext, userId: number, timeZone = 'UTC'): Promise<FundingOverview> {
  await settleDueTransfers(ctx, userId);
  const now = ctx.now();
  const today = zonedDay(now, timeZone);
  const sum = (txKinds: readonly JournalKind[], within?: { start: number; end: number }) =>
    ledger.sumUserEntries(ctx.db, {
      userId,
      currency: ACCOUNT_CURRENCY,
      txKinds,
      ...(within ? { from: within.start, until: within.end } : {}),
    });
  const [accounts, todayProfit, dailyInterest, totalInterest, loanToday, loanTotal, withRobots] = await Promise.all([
    ledger.balances(ctx.db, userId),
    sum(PROFIT_KINDS, today),
    sum(INTEREST_KINDS, today),
    sum(INTEREST_KINDS),
    interestCharged(ctx, userId, today),
    interestCharged(ctx, userId),
    heldForUser(ctx, userId),
  ]);
  const usd = accounts.filter((a) => a.currency === ACCOUNT_CURRENCY);
  const balance = usd.find((a) => a.kind === 'balance');
  return {
    totalAmount: show(Decimal.sum(usd.flatMap((a) => [a.available, a.used])).add(withRobots)),
    todayProfit: show(todayProfit),
    balance: show(balance?.available ?? Decimal.ZERO),
    frozenAmount: show(balance?.used ?? Decimal.ZERO),
    dailyInterest: show(dailyInterest.sub(loanToday)),
    totalInterest: show(totalInterest.sub(loanTotal)),
    thisDate: formatDate(now, timeZone),
  };
}
