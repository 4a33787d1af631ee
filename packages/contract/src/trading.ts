import { z } from 'zod';
import { CLOSE_REASONS, MARKETS, MarginMode, OpenCloseFlag, OrderType, SOURCES, TradeDirection } from './codes.ts';
import {
  CANCEL_REASONS,
  hasNonZeroDigit,
  LEVERAGE_STEPS,
  PRICE_MAX_CHARS,
  PRICE_PATTERN,
  TIME_IN_FORCE,
  TRADING_ACCOUNTS,
  TRAILING_TYPES,
} from './plain-constants.ts';
import { defineEndpoint } from './endpoint.ts';
import { decimalString, idField, requiredOr, text } from './fields.ts';
import { pageOf, pageQuery } from './paging.ts';
import { moneyAmountField, timeZoneField } from './wallet.ts';

/**
 * Trading (docs/product.md §2-§9, docs/design.md §5): orders, positions, closing, margin. Prices are exact decimal
 * strings in the instrument's quote currency; amounts (margin, fees, P&L, totals) are USD, the account currency.
 */

const code = text().trim().min(1, 'is required').max(24, 'must be at most 24 characters');
const codeOf = <T extends Record<string, number>>(table: T, names: string) =>
  z
    .number({ error: requiredOr(`must be ${names}`) })
    .int(`must be ${names}`)
    .refine((v) => (Object.values(table) as number[]).includes(v), `must be ${names}`);
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: requiredOr(`must be one of ${values.join(', ')}`) });

/** A positive price: a decimal string with at most 10 decimals (the rule is `isPriceText`'s, codes.ts). */
export const priceField = z
  .string({ error: requiredOr('must be a decimal string such as "187.25"') })
  .max(PRICE_MAX_CHARS, `must be at most ${PRICE_MAX_CHARS} characters`)
  .regex(PRICE_PATTERN, 'must be a positive decimal number with at most 10 decimals')
  .refine(hasNonZeroDigit, 'must be greater than 0');

const quantityField = z
  .number({ error: requiredOr('must be a whole number') })
  .int('must be a whole number')
  .positive('must be greater than 0')
  .max(1_000_000_000, 'must be at most 1000000000');

const directionField = codeOf(TradeDirection, '0 (buy) or 1 (sell)');
const leverageField = z
  .number({ error: requiredOr('must be a whole number') })
  .int('must be a whole number')
  .refine((v) => (LEVERAGE_STEPS as readonly number[]).includes(v), `must be one of ${LEVERAGE_STEPS.join(', ')}`);

const orderInput = z
  .strictObject({
    stockCode: code,
    market: oneOf(MARKETS),
    direction: directionField,
    orderType: codeOf(OrderType, '0 (market) or 1 (limit)'),
    /** Units (shares, contracts, base currency), a whole number of lots. */
    num: quantityField,
    /** Limit price, on the tick grid; required for a limit order, refused for a market order. */
    price: priceField.optional(),
    leverage: leverageField,
    marginMode: codeOf(MarginMode, '0 (half: isolated) or 1 (full: cross)'),
    /** A limit order's life: 'day' expires at the session close (default), 'gtc' stays until cancelled. */
    timeInForce: oneOf(TIME_IN_FORCE).optional(),
    stopLossPrice: priceField.optional(),
    takeProfitPrice: priceField.optional(),
    trailingStopType: oneOf(TRAILING_TYPES).optional(),
    /** Distance of the trailing stop from the best price: an amount in price units, or a percent below 100. */
    trailingStopValue: priceField.optional(),
  })
  .superRefine((o, ctx) => {
    if (o.orderType === OrderType.limit && o.price === undefined) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'is required for a limit order' });
    }
    if (o.orderType === OrderType.market && o.price !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'must be left out for a market order' });
    }
    if (o.orderType === OrderType.market && o.timeInForce !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['timeInForce'], message: 'applies to limit orders only' });
    }
    if ((o.trailingStopType === undefined) !== (o.trailingStopValue === undefined)) {
      const path = o.trailingStopType === undefined ? 'trailingStopType' : 'trailingStopValue';
      ctx.addIssue({ code: 'custom', path: [path], message: 'is required with the other trailing stop field' });
    }
  });
export type OrderInput = z.output<typeof orderInput>;

const trailingStopSchema = z.object({
  type: z.enum(TRAILING_TYPES),
  value: decimalString,
  /** The best price seen since it was set (highest bid for a long, lowest ask for a short). */
  bestPrice: decimalString,
  /** Where it fires now. */
  stopPrice: decimalString,
});

/** An order (docs/product.md §3 "Entrusted order", with what the app also shows). */
export const orderSchema = z.object({
  orderId: z.number().int(),
  stockCode: z.string(),
  stockName: z.string(),
  market: z.enum(MARKETS),
  source: z.enum(SOURCES),
  channel: z.string(),
  currency: z.string(),
  direction: z.number().int(),
  orderType: z.number().int(),
  /** OrderStatus: 0 In Progress, 1 Success, 2 Cancel Order. */
  status: z.number().int(),
  statusLabel: z.string(),
  /** Why a cancelled order left the book: 'user', 'expired' (day order at the session close), 'margin'. */
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  timeInForce: z.enum(TIME_IN_FORCE),
  leverage: z.number().int(),
  marginMode: z.number().int(),
  /** Units ordered. */
  consignNum: z.number().int(),
  /** The limit price, or for a market order the fill price. */
  consignPrice: decimalString,
  /** USD reserved for it while it rests: margin plus open fee. */
  consignAmount: decimalString,
  /** The live price it is compared against: ask for a buy, bid for a sell. */
  currentPrice: decimalString,
  fillPrice: decimalString.nullable(),
  positionId: z.number().int().nullable(),
  stopLossPrice: decimalString.nullable(),
  takeProfitPrice: decimalString.nullable(),
  trailingStopType: z.enum(TRAILING_TYPES).nullable(),
  trailingStopValue: decimalString.nullable(),
  createTimeTimestamp: z.number().int(),
  /** A day order's expiry (its session's close); null for good-till-cancelled and for finished orders. */
  expireTimeTimestamp: z.number().int().nullable(),
  finishTimeTimestamp: z.number().int().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** An open position (docs/product.md §3 "Position", with the liquidation price and the triggers). */
export const positionSchema = z.object({
  id: z.number().int(),
  stockCode: z.string(),
  stockName: z.string(),
  /** The instrument type code (docs/product.md §3): Stock 0, HK stock 1000, Forex 2, Future 3, Index 99, Bonds 22222. */
  positionType: z.number().int(),
  market: z.enum(MARKETS),
  source: z.enum(SOURCES),
  channel: z.string(),
  account: z.enum(TRADING_ACCOUNTS),
  currency: z.string(),
  direction: z.number().int(),
  /** Mark price now: bid for a long, ask for a short. */
  newPrice: decimalString,
  /** The instrument's change today, percent and amount. */
  zdf: decimalString,
  zde: decimalString,
  /** The price paid per unit (the fill price). */
  discountBuyingPrice: decimalString,
  /**
   * Break-even per unit: the fill price with the open fee spread over the units, on the tick grid (rounded so that a
   * close there covers the fee), in the quote currency; null for a short no price covers.
   */
  actualBuyingPrice: decimalString.nullable(),
  /** The market price (ask for a buy, bid for a sell) when it filled. */
  marketEntryPrice: decimalString,
  positionNum: z.number().int(),
  /** Market value at the mark, USD. */
  marketPrice: decimalString,
  marginAmount: decimalString,
  /** Open profit at the mark, USD. */
  profit: decimalString,
  /** 1 when isolated (margin mode half), 0 when cross (full). */
  isolatedPosition: z.number().int(),
  leverage: z.number().int(),
  /** Units of the quote currency per unit of price move per unit held (futures: the contract size). */
  contractSize: decimalString,
  /** USD per one unit of the quote currency used for profit now (1 for USD). */
  fxRate: decimalString,
  openFee: decimalString,
  liquidationPrice: decimalString.nullable(),
  stopLossPrice: decimalString.nullable(),
  takeProfitPrice: decimalString.nullable(),
  trailingStop: trailingStopSchema.nullable(),
  createTimeTimestamp: z.number().int(),
});
export type Position = z.infer<typeof positionSchema>;

/** A close of all or part of a position (docs/product.md §3 "Closed position"). */
export const closedPositionSchema = z.object({
  id: z.number().int(),
  positionId: z.number().int(),
  stockCode: z.string(),
  stockName: z.string(),
  market: z.enum(MARKETS),
  source: z.enum(SOURCES),
  /** The instrument's type code, as a holding's `positionType`. */
  positionType: z.number().int(),
  direction: z.number().int(),
  /** Opening price of the position. */
  buyPrice: decimalString,
  /** Closing price. */
  sellPrice: decimalString,
  sellNum: z.number().int(),
  /** Value at the closing price, USD. */
  sellTotalAmount: decimalString,
  /** Realised profit, USD, after the close fee. */
  sellProfit: decimalString,
  fee: decimalString,
  /** Part of a loss the user did not have, written off by the platform (negative-balance protection). */
  writeOff: decimalString,
  reason: z.enum(CLOSE_REASONS),
  reasonLabel: z.string(),
  time: z.number().int(),
});
export type ClosedPosition = z.infer<typeof closedPositionSchema>;

/** One fill: an opening or a closing trade (docs/product.md §3 "Trade record"). */
export const tradeRecordSchema = z.object({
  id: z.number().int(),
  stockCode: z.string(),
  stockName: z.string(),
  market: z.enum(MARKETS),
  direction: z.number().int(),
  /** Trade type code (docs/product.md §4): 0/1 Single stock, 2 Forex, 3 Future. */
  tradeType: z.number().int(),
  tradeTypeLabel: z.string(),
  /** Open/close flag: 0 open, 1 close. */
  openClose: z.number().int(),
  currentPrice: decimalString,
  num: z.number().int(),
  /** Value of the fill, USD. */
  totalPrice: decimalString,
  /** The fee, USD. */
  premium: decimalString,
  /** Realised profit of a close (after its fee), USD; "0.00" for an open. */
  profit: decimalString,
  /** Order status of the fill: 1 Success. */
  status: z.number().int(),
  reason: z.enum(CLOSE_REASONS).nullable(),
  /** MM-DD-YYYY HH:mm:ss in the requested time zone. */
  createTime: z.string(),
  createTimeTimestamp: z.number().int(),
});
export type TradeRecord = z.infer<typeof tradeRecordSchema>;

/** Equity, margin and margin level of one trading account (docs/design.md §5). */
export const tradingAccountSchema = z.object({
  account: z.enum(TRADING_ACCOUNTS),
  /** Available cash. */
  balance: decimalString,
  /** Frozen: resting orders and pending transfers out. */
  frozen: decimalString,
  equity: decimalString,
  usedMargin: decimalString,
  freeMargin: decimalString,
  /** Equity over used margin, percent; null with no open position. */
  marginLevel: decimalString.nullable(),
  openProfit: decimalString,
  /** Margin level of the positions on cross margin at or below 100%: no new positions. */
  marginCall: z.boolean(),
  /** What a new order may spend now. */
  orderable: decimalString,
  positions: z.number().int(),
});
export type TradingAccountSummary = z.infer<typeof tradingAccountSchema>;

/** Everything the order screen needs to know about trading one instrument. */
export const tradeTermsSchema = z.object({
  stockCode: z.string(),
  market: z.enum(MARKETS),
  account: z.enum(TRADING_ACCOUNTS),
  currency: z.string(),
  /** Which create call takes it: '/stock/create' or '/gold/create'. */
  createPath: z.string(),
  lotSize: z.number().int(),
  tickSize: decimalString,
  contractSize: decimalString,
  fxRate: decimalString.nullable(),
  leverageOptions: z.array(z.number().int()),
  feeRate: decimalString,
  feeMinimum: decimalString,
  isOpen: z.boolean(),
  nextOpenTimestamp: z.number().int().nullable(),
  /** False when it cannot be traded here (with the reason). */
  tradable: z.boolean(),
  reason: z.string().nullable(),
});
export type TradeTerms = z.infer<typeof tradeTermsSchema>;

export const orderResultSchema = z.object({ order: orderSchema, position: positionSchema.nullable() });
export type OrderResult = z.infer<typeof orderResultSchema>;

/** The private /push event of a fill, cancel, trigger, stop-out or margin call; a hint to refresh, with a message. */
export const tradeEventSchema = z.object({
  kind: z.enum(['filled', 'cancelled', 'closed', 'margin_call', 'financing']),
  account: z.enum(TRADING_ACCOUNTS),
  orderId: z.number().int().nullable(),
  positionId: z.number().int().nullable(),
  stockCode: z.string().nullable(),
  message: z.string(),
});
export type TradeEvent = z.infer<typeof tradeEventSchema>;

const positionLookup = z.object({
  id: z.number().int(),
  positionNum: z.number().int(),
  isolatedPosition: z.number().int(),
});

const createOrder = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    tag: 'trading',
    summary,
    auth: true,
    idempotent: true,
    input: orderInput,
    output: orderResultSchema,
  });

const instrumentRef = { stockCode: code, market: oneOf(MARKETS) };

export const tradingEndpoints = {
  createStockOrder: createOrder(
    '/stock/create',
    'Place an order on a stock, index, bond or forex pair: a market order fills at once, a limit order rests',
  ),
  createFutureOrder: createOrder('/gold/create', 'Place an order on a futures contract'),
  tradeTerms: defineEndpoint({
    method: 'POST',
    path: '/stocka_config/getTradeConfig',
    tag: 'trading',
    summary: 'Lot and tick size, contract size, FX rate, leverage offered, fees and hours of one instrument',
    auth: false,
    input: z.strictObject(instrumentRef),
    output: tradeTermsSchema,
  }),
  halfOrFullNum: defineEndpoint({
    method: 'POST',
    path: '/position/getHalfOrFullNum',
    tag: 'trading',
    summary: 'The largest quantity that half and all of the orderable funds buy at the live (or limit) price',
    auth: true,
    input: z.strictObject({
      ...instrumentRef,
      direction: directionField,
      leverage: leverageField,
      price: priceField.optional(),
    }),
    output: z.object({ halfNum: z.number().int(), fullNum: z.number().int(), orderable: decimalString }),
  }),
  positions: defineEndpoint({
    method: 'POST',
    path: '/position/me',
    tag: 'trading',
    summary: 'Open positions, newest first, valued at the live price; optionally only those in one instrument',
    auth: true,
    input: z.strictObject({
      account: oneOf(TRADING_ACCOUNTS).optional(),
      /** Only positions in this instrument (the close screen and the quote chart's position lines). */
      stockCode: code.optional(),
      market: oneOf(MARKETS).optional(),
      ...pageQuery,
    }),
    output: pageOf(positionSchema),
  }),
  closedPositions: defineEndpoint({
    method: 'POST',
    path: '/position/flatList',
    tag: 'trading',
    summary: 'Closes of positions (whole or part), newest first',
    auth: true,
    input: z.strictObject({ account: oneOf(TRADING_ACCOUNTS).optional(), ...pageQuery }),
    output: pageOf(closedPositionSchema),
  }),
  entrustedOrders: defineEndpoint({
    method: 'POST',
    path: '/position/consignList',
    tag: 'trading',
    summary: 'Resting (entrusted) limit orders, newest first',
    auth: true,
    input: z.strictObject({ account: oneOf(TRADING_ACCOUNTS).optional(), ...pageQuery }),
    output: pageOf(orderSchema),
  }),
  tradeRecords: defineEndpoint({
    method: 'POST',
    path: '/position/water/pageList',
    tag: 'trading',
    summary: 'Every fill, newest first; type 0 opens only, 1 closes only',
    auth: true,
    input: z.strictObject({
      type: codeOf(OpenCloseFlag, '0 (open) or 1 (close)').optional(),
      timeZone: timeZoneField.optional(),
      ...pageQuery,
    }),
    output: pageOf(tradeRecordSchema),
  }),
  positionByStock: defineEndpoint({
    method: 'POST',
    path: '/position/getByStock',
    tag: 'trading',
    summary: "The user's newest open position in this instrument and direction, or null",
    auth: true,
    input: z.strictObject({ stockCode: code, direction: directionField, market: oneOf(MARKETS).optional() }),
    output: positionLookup.nullable(),
  }),
  closePosition: defineEndpoint({
    method: 'POST',
    path: '/position/flatPosition',
    tag: 'trading',
    summary: 'Close all (num left out) or part of a position at market; a partial close keeps the entry price',
    auth: true,
    idempotent: true,
    input: z.strictObject({ id: idField, num: quantityField.optional() }),
    output: z.object({ closed: closedPositionSchema, position: positionSchema.nullable() }),
  }),
  addMargin: defineEndpoint({
    method: 'POST',
    path: '/position/addMargin',
    tag: 'trading',
    summary: 'Move money from the account into the margin of an isolated position',
    auth: true,
    idempotent: true,
    input: z.strictObject({ id: idField, amount: moneyAmountField }),
    output: positionSchema,
  }),
  cancelOrder: defineEndpoint({
    method: 'POST',
    path: '/orders/cancel',
    tag: 'trading',
    summary: 'Cancel a resting order; its frozen margin and fee return to the account',
    auth: true,
    idempotent: true,
    input: z.strictObject({ orderId: idField }),
    output: orderSchema,
  }),
  tradingAccount: defineEndpoint({
    method: 'POST',
    path: '/position/accountInfo',
    tag: 'trading',
    summary: 'Equity, used and free margin and margin level of one trading account',
    auth: true,
    input: z.strictObject({ account: oneOf(TRADING_ACCOUNTS) }),
    output: tradingAccountSchema,
  }),
};
