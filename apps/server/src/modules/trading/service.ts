import {
  ACCOUNT_CURRENCY,
  type ClosedPosition,
  type CloseReason,
  type Market,
  type Order,
  type OrderInput,
  OrderStatus,
  type OrderResult,
  type Page,
  type Position,
  type TradeRecord,
  type TradingAccount,
  type TradingAccountSummary,
  WALLET_LABELS,
} from '@bourse/contract';
import {
  type AccountFigures,
  type BidAsk,
  closePrice,
  closeSettlement,
  Decimal,
  type FeeSchedule,
  type Fx,
  halfOrFull,
  houseAccount,
  ipoListingTx,
  type JournalTx,
  marginAddTx,
  marginModeOf,
  markPrice,
  onTickGrid,
  openCost,
  openPrice,
  orderable,
  orderFreezeTx,
  orderReleaseTx,
  placementFillPrice,
  sideOf,
  tradeCloseTx,
  financingCharge,
  financingDue,
  financingTx,
  notional,
  paysFinancing,
  stopOutPlan,
  toAccount,
  tradeOpenTx,
  userAccount,
  triggerProblems,
} from '@bourse/domain';
import type { Instrument } from '../../market-data/instruments.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound, refused } from '../../platform/errors.ts';
import { type IdempotentRequest, once } from '../../platform/idempotency.ts';
import { type PageRequest, pageWindow, toPage } from '../../platform/paging.ts';
import * as ledger from '../ledger/service.ts';
import { cancelledNotice, closedNotice, filledNotice, type TradeNotice } from './notify.ts';
import { type OrderRow, type PositionRow, tradingRepo as repo } from './repo.ts';
import { financingClassOf, fxOf, instrumentOf, type Terms, termsOf, termsView, tradableTerms } from './terms.ts';
import {
  bidAsk,
  figuresOf,
  type HeldRow,
  positionView,
  summaryView,
  type Valued,
  valuePositions,
} from './valuation.ts';
import { closedView, orderView, tradeRecordView, usd } from './views.ts';

/**
 * Trading (docs/design.md §5): orders, positions, closes and margin. The rules are packages/domain's; this file loads
 * and locks what they need, calls them and posts the result through the ledger in one transaction. Forced closes and
 * limit fills come from the trigger loop (engine.ts) through the same functions.
 */

type Ctx = Pick<AppContext, 'db' | 'market' | 'config' | 'now'>;

export const feeSchedule = (ctx: Pick<AppContext, 'config'>): FeeSchedule => ({
  rate: ctx.config.trading.feeRate,
  minimum: ctx.config.trading.feeMinimum,
});

/** One trading account's USD balance from a user's balances (zero when it was never opened). */
export function usdBalanceOf(balances: readonly ledger.AccountBalance[], account: TradingAccount) {
  return (
    balances.find((b) => b.kind === account && b.currency === ACCOUNT_CURRENCY) ?? {
      available: Decimal.ZERO,
      used: Decimal.ZERO,
    }
  );
}

/** 'The US market is closed; it opens 2026-11-24 14:30 UTC'. */
function closedMessage(ctx: Ctx, inst: Instrument): string {
  const next = ctx.market.nextOpen(inst);
  const when = next === null ? '' : `; it opens ${utcMinute(next)} UTC`;
  return `The market for ${inst.name} is closed${when}`;
}

/** '2026-11-24 14:30' (UTC). */
const utcMinute = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

function liveQuote(ctx: Ctx, inst: Instrument): BidAsk {
  const live = ctx.market.live(inst.market, inst.code);
  if (!live) throw notFound(`No instrument ${inst.code}`);
  return bidAsk(live.quote);
}

/** The live price an order is compared with: the ask to buy, the bid to sell. */
function currentPriceOf(ctx: Ctx, inst: Instrument, direction: number): string {
  return openPrice(sideOf(direction), liveQuote(ctx, inst)).toString();
}

function checkTick(field: string, value: string | undefined, inst: Instrument) {
  if (value !== undefined && !onTickGrid(Decimal.from(value), inst.tickSize)) {
    throw badRequest(field, `must be on the tick grid of ${inst.tickSize}`);
  }
}

/** Every check of an order's own fields against its instrument: 400 naming the field and the rule. */
function checkOrder(input: OrderInput, terms: Terms, reference: Decimal) {
  const { inst } = terms;
  if (input.num % inst.lotSize !== 0) {
    throw badRequest('num', `must be a whole number of lots of ${inst.lotSize}`);
  }
  if (!terms.leverageOptions.includes(input.leverage)) {
    throw badRequest('leverage', `must be one of ${terms.leverageOptions.join(', ')} for ${inst.name}`);
  }
  checkTick('price', input.price, inst);
  checkTick('stopLossPrice', input.stopLossPrice, inst);
  checkTick('takeProfitPrice', input.takeProfitPrice, inst);
  if (input.trailingStopType === 'amount') checkTick('trailingStopValue', input.trailingStopValue, inst);
  const [problem] = triggerProblems(
    sideOf(input.direction),
    {
      stopLoss: input.stopLossPrice === undefined ? undefined : Decimal.from(input.stopLossPrice),
      takeProfit: input.takeProfitPrice === undefined ? undefined : Decimal.from(input.takeProfitPrice),
      trailing:
        input.trailingStopType && input.trailingStopValue
          ? { kind: input.trailingStopType, distance: Decimal.from(input.trailingStopValue) }
          : undefined,
    },
    reference,
    inst.tickSize,
  );
  // Malformed values were refused above (400); what is left is a rule about where they stand (422).
  if (problem) throw refused(problem.message);
}

/**
 * docs/design.md §4-§5: an amount converted from the instrument's quote currency carries the rate, written on its
 * entry. The domain notes the P&L of a close; this notes the other converted amounts (the margin and fee of an open,
 * the reservation of a resting order, the fee of a close) on the entries of `accounts`: the rate, and the amount in
 * the quote currency (USD ÷ rate to 10 places, which converts back to the same cent).
 */
function withFxNotes(tx: JournalTx, fx: Fx | undefined, accounts: readonly string[]): JournalTx {
  if (!fx || fx.currency === ACCOUNT_CURRENCY) return tx;
  return {
    ...tx,
    entries: tx.entries.map((e) =>
      e.fx !== undefined || !accounts.includes(e.account)
        ? e
        : { ...e, fx: { fromCurrency: fx.currency, fromAmount: e.amount.div(fx.rate, { scale: 10 }), rate: fx.rate } },
    ),
  };
}

/**
 * Opens a position for a fill (of a market order at once, or of a resting limit order) inside `trx`. Answers it with
 * the account's balance as the fill left it (undefined when the fill moved no money).
 */
async function openPosition(
  trx: ledger.MoneyTx,
  ctx: Ctx,
  order: OrderRow,
  fill: {
    price: Decimal;
    /** The live quote at the fill: the market price it filled against, and the mark a trailing stop starts from. */
    quote: BidAsk;
    margin: Decimal;
    fee: Decimal;
    fromFrozen: boolean;
    terms: Terms;
    /** A block trade's lock-up: no manual close before then. */
    lockedUntil?: number | undefined;
  },
): Promise<{ position: PositionRow; balance: { available: Decimal; used: Decimal } | undefined }> {
  const now = ctx.now();
  const { inst } = fill.terms;
  const side = sideOf(order.direction);
  const position = await repo.insertPosition(trx, {
    user_id: order.user_id,
    account: order.account,
    market: order.market,
    code: order.code,
    direction: order.direction,
    margin_mode: order.margin_mode,
    leverage: order.leverage,
    quantity: order.quantity,
    entry_price: fill.price.toString(),
    market_entry_price: openPrice(side, fill.quote).toString(),
    contract_size: fill.terms.contractSize.toString(),
    currency: inst.currency,
    margin: fill.margin.toString(),
    open_fee: fill.fee.toString(),
    status: 'open',
    stop_loss: order.stop_loss,
    take_profit: order.take_profit,
    trailing_type: order.trailing_type,
    trailing_value: order.trailing_value,
    // A trailing stop follows the mark (the bid of a long, the ask of a short) from the mark now, not from the price
    // paid, or the spread alone would bring it closer than asked.
    trailing_best: order.trailing_type ? markPrice(side, fill.quote).toString() : null,
    order_id: order.id,
    opened_at: now,
    locked_until: fill.lockedUntil ?? null,
    financed_to: now,
    closed_at: null,
  });
  const open = tradeOpenTx(String(order.user_id), order.account, {
    margin: fill.margin,
    fee: fill.fee,
    fromFrozen: fill.fromFrozen,
  });
  // A market fill converts its margin and fee now; a limit fill's were converted (and noted) when it was placed.
  const converted = fill.fromFrozen
    ? []
    : [userAccount(String(order.user_id), order.account, 'used'), houseAccount('fees')];
  const balance = open
    ? (
        await ledger.postAndBalance(
          trx,
          withFxNotes(open, fill.terms.fx, converted),
          { now, userId: order.user_id, reference: { type: 'position', id: position.id } },
          { userId: order.user_id, kind: order.account },
        )
      ).balance
    : undefined;
  const total = openCost({
    price: fill.price,
    quantity: order.quantity,
    contractSize: fill.terms.contractSize,
    fx: fill.terms.fx ?? { currency: ACCOUNT_CURRENCY, rate: Decimal.ONE },
    leverage: order.leverage,
  }).notional.amount;
  await repo.insertFill(trx, {
    user_id: order.user_id,
    account: order.account,
    position_id: position.id,
    order_id: order.id,
    market: order.market,
    code: order.code,
    direction: order.direction,
    open_close: 0,
    price: fill.price.toString(),
    entry_price: fill.price.toString(),
    quantity: order.quantity,
    total: total.toString(),
    fee: fill.fee.toString(),
    profit: '0',
    write_off: '0',
    reason: null,
    created_at: now,
  });
  return { position, balance };
}

/** The account's figures under lock, with what a new order may spend. */
async function lockedAccount(trx: ledger.MoneyTx, ctx: Ctx, userId: number, account: TradingAccount) {
  const balance = await ledger.lockedBalance(trx, userId, account, ctx.now());
  const valued = valuePositions(ctx.market, await repo.heldOfAccount(trx, userId, account));
  const figures = figuresOf(balance.available, valued);
  return { balance, valued, figures, orderable: orderable(balance.available, figures) };
}

/**
 * The account under lock when it may open a position costing `cost`: refused (422) during a margin call or when the
 * margin and fee are more than it may spend.
 */
async function affordableAccount(
  trx: ledger.MoneyTx,
  ctx: Ctx,
  userId: number,
  kind: TradingAccount,
  cost: { total: Decimal; margin: Decimal; fee: Decimal },
) {
  const account = await lockedAccount(trx, ctx, userId, kind);
  const label = WALLET_LABELS[kind];
  if (account.figures.marginCall) {
    throw refused(
      `Margin call: the ${label} account's margin level is ${account.figures.crossLevel?.toFixed(2)}%; ` +
        'add funds or close positions before opening new ones',
    );
  }
  if (cost.total.gt(account.orderable)) {
    throw refused(
      `Insufficient funds in ${label}: ${usd(cost.total)} needed (margin ${usd(cost.margin)} + fee ` +
        `${usd(cost.fee)}), ${usd(account.orderable)} available to trade`,
    );
  }
  return account;
}

/** What `openAtPrice` opens: a position in `inst` of `quantity` units at `price` (the instrument's quote currency). */
export interface PricedOpen {
  inst: Instrument;
  direction: 0 | 1;
  quantity: number;
  price: Decimal;
  leverage: number;
  marginMode: 0 | 1;
  /** No manual close before then (epoch ms): a block trade's lock-up. */
  lockedUntil?: number | undefined;
}

/**
 * Opens a position at a price the caller sets (a block trade's block price), inside the caller's money transaction
 * (the caller claims the Idempotency-Key and checks its own rules in it). It is filled at once as a market order is:
 * an order row, the position and its fill, the margin and the fee of trading's rules taken from the account that pays
 * for the instrument, refused while the market is shut, in a margin call or without the funds. From then on the
 * position is like any other (valued and closed at the market price).
 */
export async function openAtPrice(
  trx: ledger.MoneyTx,
  ctx: Ctx,
  userId: number,
  open: PricedOpen,
): Promise<OrderResult & { cost: { notional: Decimal; margin: Decimal; fee: Decimal } }> {
  const { inst } = open;
  const terms = termsOf(ctx.market, ctx.config.trading, inst);
  if (terms.notTradable || !terms.fx) throw refused(terms.notTradable ?? 'Not tradable');
  if (open.quantity % inst.lotSize !== 0) throw badRequest('num', `must be a whole number of lots of ${inst.lotSize}`);
  if (!terms.leverageOptions.includes(open.leverage)) {
    throw badRequest('leverage', `must be one of ${terms.leverageOptions.join(', ')} for ${inst.name}`);
  }
  if (!ctx.market.isOpen(inst)) throw refused(closedMessage(ctx, inst));
  const quote = liveQuote(ctx, inst);
  const cost = openCost({
    price: open.price,
    quantity: open.quantity,
    contractSize: terms.contractSize,
    fx: terms.fx,
    leverage: open.leverage,
    fee: feeSchedule(ctx),
  });
  const now = ctx.now();
  const account = await affordableAccount(trx, ctx, userId, terms.account, cost);
  const inserted = await repo.insertOrder(trx, {
    user_id: userId,
    account: terms.account,
    market: inst.market,
    code: inst.code,
    direction: open.direction,
    order_type: 0,
    status: OrderStatus.filled,
    cancel_reason: null,
    time_in_force: 'day',
    leverage: open.leverage,
    margin_mode: open.marginMode,
    quantity: open.quantity,
    limit_price: null,
    reserved_margin: cost.margin.toString(),
    reserved_fee: cost.fee.toString(),
    fill_price: open.price.toString(),
    position_id: null,
    stop_loss: null,
    take_profit: null,
    trailing_type: null,
    trailing_value: null,
    created_at: now,
    expires_at: null,
    finished_at: now,
  });
  const { position: row, balance } = await openPosition(trx, ctx, inserted, {
    price: open.price,
    quote,
    margin: cost.margin,
    fee: cost.fee,
    fromFrozen: false,
    terms,
    lockedUntil: open.lockedUntil,
  });
  const order = await repo.linkPosition(trx, inserted, row.id);
  const [valued] = valuePositions(ctx.market, [row]);
  const after = balance ?? (await ledger.lockedBalance(trx, userId, terms.account, now));
  const position = valued ? positionView(valued, figuresOf(after.available, [...account.valued, valued])) : null;
  return {
    order: orderView(order, inst, openPrice(sideOf(open.direction), quote).toString()),
    position,
    cost: { notional: cost.notional.amount, margin: cost.margin, fee: cost.fee },
  };
}

/**
 * POST /stock/create and /gold/create: a market order fills at once; a limit order fills if marketable, else rests.
 * When a fill opened a position, `filled` is told (after the commit) the position and the account as the fill left it,
 * valued: what the trigger loop would otherwise read and value again to set the account's stop-out levels.
 */
export async function placeOrder(
  ctx: Ctx,
  userId: number,
  input: OrderInput,
  path: Terms['createPath'],
  idempotency?: IdempotentRequest,
  filled?: (opened: Opened) => void,
): Promise<OrderResult> {
  const inst = instrumentOf(ctx.market, input.stockCode, input.market);
  const terms = tradableTerms(ctx.market, ctx.config.trading, inst, path);
  const side = sideOf(input.direction);
  const quote = liveQuote(ctx, inst);
  const open = ctx.market.isOpen(inst);
  const limit = input.price === undefined ? undefined : Decimal.from(input.price);
  const fillPrice =
    limit === undefined ? openPrice(side, quote) : open ? placementFillPrice(side, limit, quote) : undefined;
  // Stops are judged against the price the position opens at: the fill now, or the limit when it rests.
  checkOrder(input, terms, fillPrice ?? (limit as Decimal));
  if (limit === undefined && !open) throw refused(closedMessage(ctx, inst));
  const fx = terms.fx;
  if (!fx) throw refused(terms.notTradable ?? 'Not tradable');
  const cost = openCost({
    price: fillPrice ?? (limit as Decimal),
    quantity: input.num,
    contractSize: terms.contractSize,
    fx,
    leverage: input.leverage,
    fee: feeSchedule(ctx),
  });
  const resting = fillPrice === undefined;
  const tif = input.timeInForce ?? 'day';
  const expiresAt = resting && tif === 'day' ? ctx.market.sessionClose(inst) : null;

  let opened: Opened | undefined;
  const result = await ledger.withMoneyTx(ctx, (trx) => {
    const now = ctx.now();
    opened = undefined;
    return once(trx, idempotency, now, async (): Promise<OrderResult> => {
      const account = await affordableAccount(trx, ctx, userId, terms.account, cost);
      let order = await repo.insertOrder(trx, {
        user_id: userId,
        account: terms.account,
        market: inst.market,
        code: inst.code,
        direction: input.direction as 0 | 1,
        order_type: input.orderType as 0 | 1,
        status: resting ? OrderStatus.resting : OrderStatus.filled,
        cancel_reason: null,
        time_in_force: limit === undefined ? 'day' : tif,
        leverage: input.leverage,
        margin_mode: input.marginMode as 0 | 1,
        quantity: input.num,
        limit_price: limit?.toString() ?? null,
        reserved_margin: cost.margin.toString(),
        reserved_fee: cost.fee.toString(),
        fill_price: fillPrice?.toString() ?? null,
        position_id: null,
        stop_loss: input.stopLossPrice ?? null,
        take_profit: input.takeProfitPrice ?? null,
        trailing_type: input.trailingStopType ?? null,
        trailing_value: input.trailingStopValue ?? null,
        created_at: now,
        expires_at: expiresAt,
        finished_at: resting ? null : now,
      });
      let position: Position | null = null;
      if (resting) {
        const freeze = orderFreezeTx(String(userId), terms.account, cost.total);
        await ledger.post(trx, withFxNotes(freeze, fx, [userAccount(String(userId), terms.account, 'used')]), {
          now,
          userId,
          idempotencyKey: idempotency?.key,
          reference: { type: 'order', id: order.id },
        });
      } else {
        const { position: row, balance } = await openPosition(trx, ctx, order, {
          price: fillPrice,
          quote,
          margin: cost.margin,
          fee: cost.fee,
          fromFrozen: false,
          terms,
        });
        order = await repo.linkPosition(trx, order, row.id);
        const [valued] = valuePositions(ctx.market, [row]);
        // The account as the fill left it: the positions read under the lock above (nothing else can have changed
        // them) and this one, and the balance the posting wrote. Reading and valuing all of them again cost an order
        // as much as its other reads together once the account held a few dozen positions.
        const after = balance ?? (await ledger.lockedBalance(trx, userId, terms.account, ctx.now()));
        if (valued) {
          const all = [...account.valued, valued];
          const figures = figuresOf(after.available, all);
          position = positionView(valued, figures);
          opened = { position: row, risk: { available: after.available, valued: all, figures } };
        }
      }
      return { order: orderView(order, inst, openPrice(side, quote).toString()), position };
    });
  });
  if (opened) filled?.(opened);
  return result;
}

/** Fills a resting limit order at its limit (the trigger loop, when the market trades through it). Once only. */
export async function fillResting(
  ctx: Ctx,
  orderId: number,
): Promise<{ order: OrderRow; position: PositionRow; notice: TradeNotice } | undefined> {
  return ledger.withMoneyTx(ctx, async (trx) => {
    const now = ctx.now();
    const current = await repo.lockOrder(trx, orderId);
    if (!current || current.status !== OrderStatus.resting || current.limit_price === null) return undefined;
    const live = ctx.market.live(current.market, current.code);
    if (!live) return undefined;
    const terms = termsOf(ctx.market, ctx.config.trading, live.inst);
    const limit = Decimal.from(current.limit_price);
    const order = await repo.finishResting(trx, orderId, {
      status: OrderStatus.filled,
      fill_price: limit.toString(),
      finished_at: now,
    });
    if (!order) return undefined;
    const { position } = await openPosition(trx, ctx, order, {
      price: limit,
      quote: bidAsk(live.quote),
      margin: Decimal.from(order.reserved_margin),
      fee: Decimal.from(order.reserved_fee),
      fromFrozen: true,
      terms,
    });
    await repo.linkPosition(trx, order, position.id);
    return { order, position, notice: await filledNotice(trx, now, order, position, live.inst) };
  });
}

/** Cancels a resting order and releases what it froze; undefined when it was no longer resting. */
async function cancelInTx(
  trx: ledger.MoneyTx,
  ctx: Ctx,
  order: OrderRow,
  reason: 'user' | 'expired' | 'margin',
  idempotencyKey?: string,
): Promise<OrderRow | undefined> {
  const now = ctx.now();
  const done = await repo.finishResting(trx, order.id, {
    status: OrderStatus.cancelled,
    cancel_reason: reason,
    finished_at: now,
  });
  if (!done) return undefined;
  const amount = Decimal.from(done.reserved_margin).add(done.reserved_fee);
  await ledger.post(trx, orderReleaseTx(String(done.user_id), done.account, amount), {
    now,
    userId: done.user_id,
    idempotencyKey,
    reference: { type: 'order', id: done.id },
  });
  return done;
}

/** POST /orders/cancel. Another user's order is not found. */
export async function cancelOrder(
  ctx: Ctx,
  userId: number,
  orderId: number,
  idempotency?: IdempotentRequest,
): Promise<Order> {
  return ledger.withMoneyTx(ctx, (trx) =>
    once(trx, idempotency, ctx.now(), async () => {
      const order = await repo.lockOrder(trx, orderId, userId);
      if (!order) throw notFound('Order not found');
      const done = await cancelInTx(trx, ctx, order, 'user', idempotency?.key);
      if (!done) {
        throw conflict(
          order.status === OrderStatus.filled ? 'The order has already filled' : 'The order is already cancelled',
        );
      }
      const inst = instrumentOf(ctx.market, done.code, done.market);
      return orderView(done, inst, currentPriceOf(ctx, inst, done.direction));
    }),
  );
}

/**
 * Expires or cancels a resting order from the trigger loop, with the user's message; undefined when it was no longer
 * resting.
 */
export async function cancelResting(ctx: Ctx, orderId: number, reason: 'expired' | 'margin') {
  return ledger.withMoneyTx(ctx, async (trx) => {
    const order = await repo.lockOrder(trx, orderId);
    const done = order ? await cancelInTx(trx, ctx, order, reason) : undefined;
    return done ? { order: done, notice: await cancelledNotice(trx, ctx.now(), done) } : undefined;
  });
}

export interface Closed {
  closed: ClosedPosition;
  position: PositionRow;
  remaining: PositionRow | undefined;
}

/**
 * Closes `quantity` of an open position at the live price (or `exitPrice`), inside `trx`: releases its margin share,
 * settles the P&L with the house, charges the close fee and writes off any deficit. Undefined when the position is no
 * longer open (closed meanwhile).
 */
async function closeInTx(
  trx: ledger.MoneyTx,
  ctx: Ctx,
  position: PositionRow,
  quantity: number,
  reason: CloseReason,
  idempotencyKey?: string,
): Promise<Closed | undefined> {
  const now = ctx.now();
  const [valued] = valuePositions(ctx.market, [position]);
  if (!valued) return undefined;
  const balance = await ledger.lockedBalance(trx, position.user_id, position.account, now);
  const exitPrice = closePrice(valued.held.side, valued.quote);
  // A cross position is backed by the whole account: the other cross positions' margin covers a loss before
  // anything is written off, so closing the losing leg of a hedge first cannot shift its loss to the house.
  const others =
    valued.held.mode === 'cross'
      ? (await repo.openOfAccount(trx, position.user_id, position.account)).filter(
          (p) => p.id !== position.id && p.margin_mode === 1,
        )
      : [];
  const othersMargin = Decimal.sum(others.map((p) => p.margin));
  const settled = closeSettlement({
    position: {
      side: valued.held.side,
      mode: valued.held.mode,
      entryPrice: valued.held.entryPrice,
      quantity: position.quantity,
      contractSize: position.contract_size,
      margin: valued.held.margin,
    },
    quantity,
    exitPrice,
    fx: valued.fx,
    available: balance.available.add(othersMargin),
    fee: feeSchedule(ctx),
  });
  const shortfall = Decimal.max(Decimal.ZERO, balance.available.add(settled.availableChange).neg());
  const s = shortfall.isZero()
    ? settled
    : {
        ...settled,
        releasedMargin: settled.releasedMargin.add(shortfall),
        availableChange: settled.availableChange.add(shortfall),
      };
  await takeFromMargins(trx, others, shortfall);
  const left = position.quantity - quantity;
  // The units left keep their share of the open fee (the closed share rounded down, as the margin's), so their
  // break-even does not rise because others were closed.
  const openFee = Decimal.from(position.open_fee);
  const feeLeft = openFee.sub(openFee.mul(quantity).div(position.quantity, { scale: 2, rounding: 'down' }));
  const updated = await repo.updateOpenPosition(
    trx,
    position.id,
    left === 0
      ? { quantity: 0, margin: '0', status: 'closed', closed_at: now }
      : { quantity: left, margin: s.remainingMargin.toString(), open_fee: feeLeft.toString() },
  );
  if (!updated) return undefined;
  const journal = tradeCloseTx(String(position.user_id), position.account, s);
  if (journal) {
    await ledger.post(trx, withFxNotes(journal, valued.fx, [houseAccount('fees')]), {
      now,
      userId: position.user_id,
      idempotencyKey,
      reference: { type: 'position', id: position.id },
    });
  }
  const profit = s.pnl.amount.sub(s.fee);
  const fill = await repo.insertFill(trx, {
    user_id: position.user_id,
    account: position.account,
    position_id: position.id,
    order_id: null,
    market: position.market,
    code: position.code,
    direction: position.direction,
    open_close: 1,
    price: exitPrice.toString(),
    entry_price: position.entry_price,
    quantity,
    total: s.notional.amount.toString(),
    fee: s.fee.toString(),
    profit: profit.toString(),
    write_off: s.writeOff.toString(),
    reason,
    created_at: now,
  });
  return {
    closed: closedView(fill, valued.inst),
    position,
    remaining: left === 0 ? undefined : updated,
  };
}

/**
 * Lowers the margin of cross positions by `amount` in all, the largest margins first (the money has already left
 * their used bucket in the close's journal). Each is locked first, so a close racing this one sees the new margin.
 */
async function takeFromMargins(trx: ledger.MoneyTx, positions: readonly PositionRow[], amount: Decimal) {
  let rest = amount;
  const largestFirst = [...positions].sort((a, b) => Decimal.from(b.margin).cmp(a.margin) || a.id - b.id);
  for (const p of largestFirst) {
    if (!rest.isPositive()) return;
    const locked = await repo.lockPosition(trx, p.id);
    if (!locked || locked.status !== 'open') continue;
    const margin = Decimal.from(locked.margin);
    const take = Decimal.min(rest, margin);
    if (!take.isPositive()) continue;
    await repo.updateOpenPosition(trx, p.id, { margin: margin.sub(take).toString() });
    rest = rest.sub(take);
  }
  if (rest.isPositive()) throw new Error(`cross margins lacked ${rest} to cover a loss`);
}

/** POST /position/flatPosition: all (num left out) or part of a position, at market. */
export async function closePosition(
  ctx: Ctx,
  userId: number,
  input: { id: number; num?: number | undefined },
  idempotency?: IdempotentRequest,
): Promise<{ closed: ClosedPosition; position: Position | null }> {
  return ledger.withMoneyTx(ctx, (trx) =>
    once(trx, idempotency, ctx.now(), async () => {
      const position = await repo.lockPosition(trx, input.id, userId);
      if (!position) throw notFound('Position not found');
      if (position.status !== 'open') throw conflict('The position is already closed');
      const inst = instrumentOf(ctx.market, position.code, position.market);
      const quantity = input.num ?? position.quantity;
      if (quantity > position.quantity) {
        throw badRequest('num', `must be at most the ${position.quantity} units open`);
      }
      if (quantity !== position.quantity && quantity % inst.lotSize !== 0) {
        throw badRequest('num', `must be a whole number of lots of ${inst.lotSize}, or all ${position.quantity} units`);
      }
      if (!ctx.market.isOpen(inst)) throw refused(closedMessage(ctx, inst));
      if (position.locked_until !== null && ctx.now() < position.locked_until) {
        throw refused(
          `Block trade shares are locked up until ${utcMinute(position.locked_until)} UTC; close them from then`,
        );
      }
      const done = await closeInTx(trx, ctx, position, quantity, 'manual', idempotency?.key);
      if (!done) throw conflict('The position is already closed');
      let remaining: Position | null = null;
      if (done.remaining) {
        const account = await lockedAccount(trx, ctx, userId, position.account);
        const [v] = valuePositions(ctx.market, [done.remaining]);
        if (v) remaining = positionView(v, account.figures);
      }
      return { closed: done.closed, position: remaining };
    }),
  );
}

/**
 * A forced close from the trigger loop (trigger, stop-out, liquidation): all of it, once. Not while its market is
 * closed (there is no price to close at); the loop tries again on the next tick or sweep.
 */
export async function forceClose(
  ctx: Ctx,
  positionId: number,
  reason: CloseReason,
): Promise<(Closed & { notice: TradeNotice }) | undefined> {
  return ledger.withMoneyTx(ctx, async (trx) => {
    const position = await repo.lockPosition(trx, positionId);
    if (!position || position.status !== 'open') return undefined;
    const live = ctx.market.live(position.market, position.code);
    if (!live || !ctx.market.isOpen(live.inst)) return undefined;
    const done = await closeInTx(trx, ctx, position, position.quantity, reason);
    return done && { ...done, notice: await closedNotice(trx, ctx.now(), done.closed, done.position, live.inst) };
  });
}

/** POST /position/addMargin: more margin for an isolated position, from the account's available balance. */
export async function addMargin(
  ctx: Ctx,
  userId: number,
  input: { id: number; amount: string },
  idempotency?: IdempotentRequest,
): Promise<Position> {
  return ledger.withMoneyTx(ctx, (trx) => {
    const now = ctx.now();
    return once(trx, idempotency, now, async () => {
      const position = await repo.lockPosition(trx, input.id, userId);
      if (!position) throw notFound('Position not found');
      if (position.status !== 'open') throw conflict('The position is already closed');
      if (marginModeOf(position.margin_mode) !== 'isolated') {
        throw refused('Margin is added to isolated (half) positions only; a cross position uses the whole account');
      }
      const amount = Decimal.from(input.amount);
      await ledger.post(trx, marginAddTx(String(userId), position.account, amount), {
        now,
        userId,
        idempotencyKey: idempotency?.key,
        reference: { type: 'position', id: position.id },
      });
      const updated = await repo.updateOpenPosition(trx, position.id, {
        margin: Decimal.from(position.margin).add(amount).toString(),
      });
      if (!updated) throw conflict('The position is already closed');
      const account = await lockedAccount(trx, ctx, userId, position.account);
      const [v] = valuePositions(ctx.market, [updated]);
      if (!v) throw conflict('The position is already closed');
      return positionView(v, account.figures);
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// Reads.

/** Open positions of one account or all, each valued with its account's context. */
export async function positions(
  ctx: Ctx,
  userId: number,
  q: PageRequest & {
    account?: TradingAccount | undefined;
    stockCode?: string | undefined;
    market?: Market | undefined;
  },
): Promise<Page<Position>> {
  const { offset, limit } = pageWindow(q);
  const { rows, total } = await repo.openPositionsPage(ctx.db, {
    userId,
    account: q.account,
    offset,
    limit,
    instrument: q.stockCode ? { code: q.stockCode, market: q.market } : undefined,
  });
  const accounts = new Map<TradingAccount, { figures: AccountFigures; byId: Map<number, Valued> }>();
  const balances = rows.length > 0 ? await ledger.balances(ctx.db, userId) : [];
  for (const account of new Set(rows.map((r) => r.account))) {
    const all = valuePositions(ctx.market, await repo.openOfAccount(ctx.db, userId, account));
    const figures = figuresOf(usdBalanceOf(balances, account).available, all);
    accounts.set(account, { figures, byId: new Map(all.map((v) => [v.row.id, v])) });
  }
  const data = rows.map((row) => {
    const context = accounts.get(row.account);
    const v = context?.byId.get(row.id);
    if (!context || !v) throw new Error(`position ${row.id} vanished while listed`);
    return positionView(v, context.figures);
  });
  return toPage(data, total, q);
}

export async function closedPositions(
  ctx: Ctx,
  userId: number,
  q: PageRequest & { account?: TradingAccount | undefined },
): Promise<Page<ClosedPosition>> {
  const { offset, limit } = pageWindow(q);
  const { rows, total } = await repo.fillsPage(ctx.db, { userId, account: q.account, openClose: 1, offset, limit });
  return toPage(
    rows.map((r) => closedView(r, instrumentOf(ctx.market, r.code, r.market))),
    total,
    q,
  );
}

export async function entrustedOrders(
  ctx: Ctx,
  userId: number,
  q: PageRequest & { account?: TradingAccount | undefined },
): Promise<Page<Order>> {
  const { offset, limit } = pageWindow(q);
  const { rows, total } = await repo.restingPage(ctx.db, { userId, account: q.account, offset, limit });
  return toPage(
    rows.map((r) => {
      const inst = instrumentOf(ctx.market, r.code, r.market);
      return orderView(r, inst, currentPriceOf(ctx, inst, r.direction));
    }),
    total,
    q,
  );
}

export async function tradeRecords(
  ctx: Ctx,
  userId: number,
  q: PageRequest & { type?: number | undefined; timeZone?: string | undefined },
): Promise<Page<TradeRecord>> {
  const { offset, limit } = pageWindow(q);
  const openClose = q.type === undefined ? undefined : (q.type as 0 | 1);
  const { rows, total } = await repo.fillsPage(ctx.db, { userId, openClose, offset, limit });
  const zone = q.timeZone ?? 'UTC';
  return toPage(
    rows.map((r) => tradeRecordView(r, instrumentOf(ctx.market, r.code, r.market), zone)),
    total,
    q,
  );
}

export async function positionByStock(
  ctx: Ctx,
  userId: number,
  q: { stockCode: string; direction: number; market?: Market | undefined },
) {
  const row = await repo.newestOpenByStock(ctx.db, userId, q.stockCode, q.direction as 0 | 1, q.market);
  return row ? { id: row.id, positionNum: row.quantity, isolatedPosition: row.margin_mode === 0 ? 1 : 0 } : null;
}

export async function tradingAccount(
  ctx: Ctx,
  userId: number,
  account: TradingAccount,
): Promise<TradingAccountSummary> {
  const balance = usdBalanceOf(await ledger.balances(ctx.db, userId), account);
  const valued = valuePositions(ctx.market, await repo.openOfAccount(ctx.db, userId, account));
  return summaryView(account, balance, valued);
}

/** POST /position/getHalfOrFullNum: at the limit price when given, else at the live open price. */
export async function halfOrFullNum(
  ctx: Ctx,
  userId: number,
  q: { stockCode: string; market: Market; direction: number; leverage: number; price?: string | undefined },
) {
  const inst = instrumentOf(ctx.market, q.stockCode, q.market);
  const terms = termsOf(ctx.market, ctx.config.trading, inst);
  if (terms.notTradable || !terms.fx) throw refused(terms.notTradable ?? 'Not tradable');
  if (!terms.leverageOptions.includes(q.leverage)) {
    throw badRequest('leverage', `must be one of ${terms.leverageOptions.join(', ')} for ${inst.name}`);
  }
  checkTick('price', q.price, inst);
  const summary = await tradingAccount(ctx, userId, terms.account);
  const funds = Decimal.from(summary.orderable);
  const sizes = halfOrFull({
    funds,
    price: q.price === undefined ? openPrice(sideOf(q.direction), liveQuote(ctx, inst)) : Decimal.from(q.price),
    contractSize: terms.contractSize,
    lotSize: inst.lotSize,
    fx: terms.fx,
    leverage: q.leverage,
    fee: feeSchedule(ctx),
  });
  return { halfNum: sizes.half.quantity, fullNum: sizes.full.quantity, orderable: usd(funds) };
}

export function tradeTerms(ctx: Ctx, q: { stockCode: string; market: Market }) {
  const inst = instrumentOf(ctx.market, q.stockCode, q.market);
  return termsView(ctx.market, ctx.config.trading, termsOf(ctx.market, ctx.config.trading, inst));
}

// ---------------------------------------------------------------------------------------------------------------------
// Risk and financing, run by the leader.

/** A fill's new position, and its account as the fill left it. */
export interface Opened {
  position: PositionRow;
  risk: AccountRisk;
}

/** An account's balance and open positions, valued, with its figures. */
export interface AccountRisk<R extends HeldRow = HeldRow> {
  available: Decimal;
  valued: Valued<R>[];
  figures: AccountFigures;
}

/** An account's cross figures now (unlocked: a hint for the trigger loop, which re-checks under lock). */
export async function accountRisk(ctx: Ctx, userId: number, account: TradingAccount): Promise<AccountRisk> {
  const { available } = usdBalanceOf(await ledger.balances(ctx.db, userId), account);
  const valued = valuePositions(ctx.market, await repo.heldOfAccount(ctx.db, userId, account));
  return { available, valued, figures: figuresOf(available, valued) };
}

type Cancelled = NonNullable<Awaited<ReturnType<typeof cancelResting>>>;
type ForceClosed = NonNullable<Awaited<ReturnType<typeof forceClose>>>;

/**
 * Stop-out (docs/design.md §5): while the cross margin level is below 50 %, the account's resting orders are
 * cancelled first (their reservation backs the positions again), then the most-losing cross position is closed at
 * market, and the level is looked at again. Answers the orders cancelled and the positions closed.
 */
export async function stopOut(
  ctx: Ctx,
  userId: number,
  account: TradingAccount,
): Promise<{ cancelled: Cancelled[]; closed: ForceClosed[] }> {
  const done = { cancelled: [] as Cancelled[], closed: [] as ForceClosed[] };
  let risk = await accountRisk(ctx, userId, account);
  if (!risk.figures.stopOut) return done;
  for (const order of await repo.restingOfAccount(ctx.db, userId, account)) {
    const cancelled = await cancelResting(ctx, order.id, 'margin');
    if (cancelled) done.cancelled.push(cancelled);
  }
  for (;;) {
    risk = await accountRisk(ctx, userId, account);
    const [next] = stopOutPlan(
      risk.available,
      risk.valued.map((v) => v.held),
      feeSchedule(ctx),
    );
    if (next === undefined) return done;
    const closed = await forceClose(ctx, Number(next), 'stop_out');
    if (!closed) return done;
    done.closed.push(closed);
  }
}

/** The year's financing rate of an instrument's class: the benchmark plus the class's markup. */
function financingRate(ctx: Ctx, inst: Instrument): Decimal {
  const { financingBenchmark, financingMarkups } = ctx.config.trading;
  return Decimal.from(financingBenchmark).add(financingMarkups[financingClassOf(inst)] ?? '0');
}

/**
 * Charges one position the overnight financing of every daily cut-off it was open across since it last paid, at the
 * live price, through the ledger. Unleveraged positions pay none. Answers the amount charged (zero when none).
 */
export async function chargeFinancing(
  ctx: Ctx,
  positionId: number,
): Promise<{ row: PositionRow; paid: Decimal } | undefined> {
  return ledger.withMoneyTx(ctx, async (trx) => {
    const now = ctx.now();
    const position = await repo.lockPosition(trx, positionId);
    if (!position || position.status !== 'open') return undefined;
    const due = financingDue(position.opened_at, now, position.financed_to);
    const last = due.at(-1);
    if (last === undefined) return undefined;
    if (!paysFinancing(position.leverage)) {
      await repo.updateOpenPosition(trx, position.id, { financed_to: last });
      return { row: position, paid: Decimal.ZERO };
    }
    const [valued] = valuePositions(ctx.market, [position]);
    if (!valued) return undefined;
    const value = toAccount(notional(valued.held.mark, position.quantity, position.contract_size), valued.fx).amount;
    const charge = financingCharge(value, financingRate(ctx, valued.inst)).mul(due.length);
    const balance = await ledger.lockedBalance(trx, position.user_id, position.account, now);
    const payment = financingTx(String(position.user_id), position.account, charge, {
      available: balance.available,
      margin: Decimal.from(position.margin),
    });
    if (payment.tx) {
      await ledger.post(trx, payment.tx, {
        now,
        userId: position.user_id,
        reference: { type: 'position', id: position.id },
      });
    }
    const row = await repo.updateOpenPosition(trx, position.id, {
      financed_to: last,
      margin: Decimal.from(position.margin).sub(payment.fromMargin).toString(),
    });
    return row ? { row, paid: payment.fromAvailable.add(payment.fromMargin) } : undefined;
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// IPO allotments (docs/decisions.md "IPO").

/** USD per one unit of `currency` now, from the feed's FX pairs (what an IPO subscription converts at). */
export function usdRate(ctx: Pick<AppContext, 'market'>, currency: string): Fx | undefined {
  return fxOf(ctx.market, currency);
}

/**
 * Opens the holding of won IPO shares on the listing date, inside the caller's money transaction: an order filled at
 * the issue price (market, 1x, isolated, no fee: the handling fee was charged at the draw), its position in the Stock
 * account with the paid amount as its margin, moved through the ledger from the IPO account's frozen part
 * (`ipo_listing`), and its opening fill. From then on it is a position like any other. Answers the position.
 */
export async function openIpoHolding(
  trx: ledger.MoneyTx,
  ctx: Pick<AppContext, 'now'>,
  holding: {
    userId: number;
    market: Market;
    code: string;
    currency: string;
    quantity: number;
    price: Decimal;
    paid: Decimal;
  },
): Promise<PositionRow> {
  const now = ctx.now();
  const price = holding.price.toString();
  let order = await repo.insertOrder(trx, {
    user_id: holding.userId,
    account: 'stock',
    market: holding.market,
    code: holding.code,
    direction: 0,
    order_type: 0,
    status: OrderStatus.filled,
    cancel_reason: null,
    time_in_force: 'day',
    leverage: 1,
    margin_mode: 0,
    quantity: holding.quantity,
    limit_price: null,
    reserved_margin: '0',
    reserved_fee: '0',
    fill_price: price,
    position_id: null,
    stop_loss: null,
    take_profit: null,
    trailing_type: null,
    trailing_value: null,
    created_at: now,
    expires_at: null,
    finished_at: now,
  });
  const position = await repo.insertPosition(trx, {
    user_id: holding.userId,
    account: 'stock',
    market: holding.market,
    code: holding.code,
    direction: 0,
    margin_mode: 0,
    leverage: 1,
    quantity: holding.quantity,
    entry_price: price,
    market_entry_price: price,
    contract_size: '1',
    currency: holding.currency,
    margin: holding.paid.toString(),
    open_fee: '0',
    status: 'open',
    stop_loss: null,
    take_profit: null,
    trailing_type: null,
    trailing_value: null,
    trailing_best: null,
    order_id: order.id,
    opened_at: now,
    financed_to: now,
    closed_at: null,
    locked_until: null,
  });
  order = await repo.linkPosition(trx, order, position.id);
  await ledger.post(trx, ipoListingTx(String(holding.userId), holding.paid), {
    now,
    userId: holding.userId,
    reference: { type: 'position', id: position.id },
  });
  await repo.insertFill(trx, {
    user_id: holding.userId,
    account: 'stock',
    position_id: position.id,
    order_id: order.id,
    market: holding.market,
    code: holding.code,
    direction: 0,
    open_close: 0,
    price,
    entry_price: price,
    quantity: holding.quantity,
    total: holding.paid.toString(),
    fee: '0',
    profit: '0',
    write_off: '0',
    reason: null,
    created_at: now,
  });
  return position;
}

/** USD traded by a user in [from, until): the totals of their fills, opens and closes alike (mining's trading volume). */
export async function tradedVolume(ctx: Pick<AppContext, 'db'>, userId: number, from: number, until: number) {
  return Decimal.sum(await repo.fillTotals(ctx.db, userId, from, until));
}
