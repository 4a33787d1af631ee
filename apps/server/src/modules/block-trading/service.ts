import {
  BLOCK_TRADING_STATE_LABELS,
  type BlockOrder,
  type BlockOrderInput,
  type BlockOrderResult,
  type BlockTradingState,
  type BlockTradingStatus,
  type Page,
  ErrorCode,
  ReviewStatus,
} from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import { blockQuoteOf } from '../../market-data/block-quote.ts';
import type { Instrument } from '../../market-data/instruments.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, conflict, notFound, refused } from '../../platform/errors.ts';
import { type IdempotentRequest, once } from '../../platform/idempotency.ts';
import { type PageRequest, pageWindow, toPage } from '../../platform/paging.ts';
import { requireVerifiedIdentity } from '../kyc/service.ts';
import { withMoneyTx } from '../ledger/service.ts';
import { openAtPrice } from '../trading/service.ts';
import { type ApplicationRow, type BlockOrderRow, blockTradingRepo as repo } from './repo.ts';

/**
 * Block trading (docs/design.md §5, docs/decisions.md "Block trading"): the permission is applied for and reviewed by
 * staff (review.ts); with it, a block order buys or sells at least the listing's minimum at the block price, from the
 * account that pays for the instrument (Stock), opening a position through trading's `openAtPrice`.
 */

type Ctx = Pick<AppContext, 'db' | 'market' | 'config' | 'now'>;

/** Block orders are cash trades: the whole amount is paid (leverage 1), and only the position's own amount is at risk. */
export const BLOCK_LEVERAGE = 1;
export const BLOCK_MARGIN_MODE = 0;
/**
 * Block shares are locked up for a day (docs/decisions.md "Block trading"): bought at a discount to market, they could
 * otherwise be closed at the market price at once, the discount taken from the house with no market risk.
 */
export const BLOCK_LOCKUP_MS = 24 * 3_600_000;

const UNDER_REVIEW = 'Your block-trading application is under review';
const ALREADY_OPEN = 'Block trading is already open for you';

function stateOf(row: ApplicationRow | undefined): BlockTradingState {
  if (!row) return 'notOpen';
  if (row.status === ReviewStatus.pending) return 'underReview';
  if (row.status === ReviewStatus.completed) return 'open';
  return 'rejected';
}

export function statusView(row: ApplicationRow | undefined): BlockTradingStatus {
  const state = stateOf(row);
  return {
    state,
    stateLabel: BLOCK_TRADING_STATE_LABELS[state],
    applicationId: row?.id ?? null,
    reason: row?.status === ReviewStatus.failed ? row.reason : '',
    appliedTimestamp: row?.created_at ?? null,
    reviewTimeTimestamp: row?.reviewed_at ?? null,
  };
}

/** Where the user stands. Once approved the permission stays: nothing after an approval is newer than it. */
export async function status(ctx: Pick<AppContext, 'db'>, userId: number): Promise<BlockTradingStatus> {
  return statusView(await repo.latest(ctx.db, userId));
}

/**
 * Applies for the permission: under review until staff decide. 403 `kycRequired` without a verified identity, 409
 * while under review or once open.
 */
export async function apply(ctx: Pick<AppContext, 'db' | 'now'>, userId: number): Promise<BlockTradingStatus> {
  await requireVerifiedIdentity(ctx, userId);
  try {
    const row = await withMoneyTx(ctx, async (trx) => {
      const latest = await repo.latest(trx, userId);
      if (latest?.status === ReviewStatus.pending) throw conflict(UNDER_REVIEW);
      if (latest?.status === ReviewStatus.completed) throw conflict(ALREADY_OPEN);
      return repo.insertApplication(trx, userId, ctx.now());
    });
    return statusView(row);
  } catch (err) {
    // Two applications at once on PostgreSQL: the index keeps one pending; the other is told it is under review.
    if (isUniqueViolation(err)) throw conflict(UNDER_REVIEW);
    throw err;
  }
}

/** The instrument open for block trading, or 404 (unknown) / 422 (not on the block-trading list). */
function blockInstrument(ctx: Ctx, input: Pick<BlockOrderInput, 'stockCode' | 'market'>) {
  const live = ctx.market.live(input.market, input.stockCode);
  if (!live) throw notFound('Instrument not found');
  if (!live.inst.block) throw refused(`${live.inst.code} is not open for block trading`);
  return live.inst as Instrument & { block: NonNullable<Instrument['block']> };
}

/** POST /blockTrade/detail: the block-trade row of one instrument (what the order screen prices from). */
export function quote(ctx: Ctx, input: Pick<BlockOrderInput, 'stockCode' | 'market'>) {
  const inst = blockInstrument(ctx, input);
  const live = ctx.market.live(inst.market, inst.code);
  const row = live && blockQuoteOf(live.inst, live.quote);
  if (!row) throw notFound('Instrument not found');
  return row;
}

/** 403 unless the user holds the permission, saying what to do about it. */
async function requirePermission(ctx: Pick<AppContext, 'db'>, userId: number) {
  if (await repo.approved(ctx.db, userId)) return;
  const state = stateOf(await repo.latest(ctx.db, userId));
  const msg =
    state === 'underReview'
      ? `Block trading is not open for you yet: ${UNDER_REVIEW.toLowerCase()}`
      : 'Block trading is not open for you: apply for it on the Block Trading list, and trade once staff approve';
  // `data` says why, so a client can tell this refusal from a lost login (both are 403).
  throw new AppError(ErrorCode.forbidden, msg, { blockTrading: state });
}

function orderView(row: BlockOrderRow, inst: Instrument): BlockOrder {
  return {
    id: row.id,
    orderId: row.order_id,
    positionId: row.position_id,
    stockCode: row.code,
    stockName: inst.name,
    market: row.market,
    currency: inst.currency,
    direction: row.direction,
    num: row.quantity,
    blockPrice: row.block_price,
    marketPrice: row.market_price,
    discountRate: row.discount_rate,
    amount: Decimal.from(row.amount).toFixed(2),
    fee: Decimal.from(row.fee).toFixed(2),
    createTimeTimestamp: row.created_at,
  };
}

/**
 * POST /blockTrade/create: with the permission, at least the listing's minimum, at the block price of the moment
 * (the market price less the listing's discount, on the tick), the whole amount and the fee paid from the Stock
 * account. 403 without the permission, 422 below the minimum or without the funds.
 */
export async function createOrder(
  ctx: Ctx,
  userId: number,
  input: BlockOrderInput,
  idempotency?: IdempotentRequest,
): Promise<BlockOrderResult> {
  const inst = blockInstrument(ctx, input);
  // The permission implies a verified identity (applying needs one), so KYC_REQUIRED_FOR_TRADING needs no check here.
  await requirePermission(ctx, userId);
  const minimum = inst.block.minQuantity;
  if (input.num < minimum) {
    throw refused(`A block trade is at least ${minimum} shares; ${input.num} is below the minimum`);
  }
  return withMoneyTx(ctx, (trx) => {
    const now = ctx.now();
    return once(trx, idempotency, now, async (): Promise<BlockOrderResult> => {
      const block = quote(ctx, input);
      const opened = await openAtPrice(trx, ctx, userId, {
        inst,
        direction: input.direction as 0 | 1,
        quantity: input.num,
        price: Decimal.from(block.blockPrice),
        leverage: BLOCK_LEVERAGE,
        lockedUntil: now + BLOCK_LOCKUP_MS,
        marginMode: BLOCK_MARGIN_MODE,
      });
      const positionId = opened.order.positionId;
      if (positionId === null) throw new Error('a block order opened no position');
      const row = await repo.insertOrder(trx, {
        user_id: userId,
        order_id: opened.order.orderId,
        position_id: positionId,
        market: inst.market,
        code: inst.code,
        direction: input.direction as 0 | 1,
        quantity: input.num,
        block_price: block.blockPrice,
        market_price: block.price_nominal,
        discount_rate: block.discountRate,
        amount: opened.cost.notional.toString(),
        fee: opened.cost.fee.toString(),
        created_at: now,
      });
      return { order: opened.order, position: opened.position, block: orderView(row, inst) };
    });
  });
}

/** The user's block orders, newest first. */
export async function orders(ctx: Ctx, userId: number, q: PageRequest): Promise<Page<BlockOrder>> {
  const [rows, total] = await Promise.all([
    repo.ordersPage(ctx.db, userId, pageWindow(q)),
    repo.countOrders(ctx.db, userId),
  ]);
  return toPage(
    rows.flatMap((r) => {
      const inst = ctx.market.instruments.get(r.market, r.code);
      return inst ? [orderView(r, inst)] : [];
    }),
    total,
    q,
  );
}
