import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { decimalString, idField, requiredOr } from './fields.ts';
import { MARKETS } from './codes.ts';
import { pageOf, pageQuery } from './paging.ts';
import { statedRulesSchema } from './strategies.ts';
import { tradeRecordSchema } from './trading.ts';
import { moneyAmountField } from './wallet.ts';

/**
 * Quant robot rental (docs/product.md §1 "quantitative AI and robot purchase history"; docs/decisions.md, Robot
 * rental). A robot is a strategy of the one strategy engine, rented by one user for a stated period and fee with an
 * amount allocated from Balance; it trades that amount through the trading engine with its stated rules, and at the
 * end of the period its positions are closed and the amount with its real P&L goes back to Balance.
 */

/** docs/product.md §3 "Robot: trading status". */
export const ROBOT_RENTAL_STATUSES = ['running', 'paused', 'stopped'] as const;
export type RobotRentalStatus = (typeof ROBOT_RENTAL_STATUSES)[number];
export const ROBOT_RENTAL_STATUS_LABELS: Record<RobotRentalStatus, string> = {
  running: 'Running',
  paused: 'Paused',
  stopped: 'Stopped',
};

/** docs/product.md §4 "Robot purchase: successful or failed". */
export const ROBOT_PURCHASE_SUCCESSFUL = 'Purchase successful';
export const ROBOT_PURCHASE_FAILED = 'Purchase failed';

/** The private /push event type of a rental's purchase and end. */
export const ROBOT_PUSH_TYPE = 'robot';

export const robotPlanSchema = z.object({
  days: z.number().int(),
  /** The rental fee for the period, USD; it does not come back. */
  fee: decimalString,
});

export const robotBacktestSchema = z.object({
  /** The USD the backtest starts with. */
  capital: decimalString,
  /** First and last candle of the year run over (epoch ms, 00:00 UTC of the trade date). */
  from: z.number().int(),
  to: z.number().int(),
  /** Last equity over the capital, minus one, as a fraction to 4 places ("0.0525" is 5.25%). */
  returnRate: decimalString,
  /** Largest fall from a peak, as a fraction to 4 places. */
  maxDrawdown: decimalString,
  /** Round trips closed in the year. */
  trades: z.number().int(),
  /** Equity at each candle's close, oldest first. */
  points: z.array(z.object({ t: z.number().int(), equity: decimalString })),
});
export type RobotBacktest = z.infer<typeof robotBacktestSchema>;

export const robotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The strategy's kind: trend, reversion or breakout. */
  strategy: z.string(),
  /** The stated rules in one English sentence (kept for compatibility and the back office). */
  rules: z.string(),
  /** The stated rules as figures, with the candles they read ('day'): the app writes them in the user's language. */
  strategyRules: statedRulesSchema,
  market: z.enum(MARKETS),
  code: z.string(),
  instrumentName: z.string(),
  leverage: z.number().int(),
  /** The share of what the robot's account can trade that one position commits, as a fraction. */
  allocation: decimalString,
  plans: z.array(robotPlanSchema),
  minAmount: decimalString,
  maxAmount: decimalString,
  /** Whether the instrument's market is open now (the robot trades only then). */
  marketOpen: z.boolean(),
  /** The rules run over the simulator's past year of daily candles; null when the instrument has no history. */
  backtest: robotBacktestSchema.nullable(),
});
export type Robot = z.infer<typeof robotSchema>;

export const robotRentalSchema = z.object({
  id: z.number().int(),
  robotId: z.number().int(),
  robotName: z.string(),
  market: z.enum(MARKETS),
  code: z.string(),
  /** Allocated from Balance at the purchase. */
  amount: decimalString,
  days: z.number().int(),
  fee: decimalString,
  status: z.enum(ROBOT_RENTAL_STATUSES),
  statusLabel: z.string(),
  /**
   * The robot's real P&L: its account's equity now (or what came back, once settled) less the amount; after its
   * trading fees, before the rental fee.
   */
  income: decimalString,
  /** The robot's account now: cash plus open positions at the live price; what came back once settled. */
  equity: decimalString,
  /** What went back to Balance at the end; null until then. */
  returned: decimalString.nullable(),
  /** Purchase time (docs/product.md §3). */
  createTimeTimestamp: z.number().int(),
  endTimeTimestamp: z.number().int(),
  settleTimeTimestamp: z.number().int().nullable(),
});
export type RobotRental = z.infer<typeof robotRentalSchema>;

export const robotRentalDetailSchema = robotRentalSchema.extend({
  robot: robotSchema.omit({ backtest: true }),
  /** Every fill of the robot's account, newest first. */
  trades: z.array(tradeRecordSchema),
});
export type RobotRentalDetail = z.infer<typeof robotRentalDetailSchema>;

/** The private /push event of a rental: a hint to refresh. */
export const robotEventSchema = z.object({
  kind: z.enum(['purchased', 'settled']),
  rentalId: z.number().int(),
  amount: decimalString,
  income: decimalString,
});
export type RobotEvent = z.infer<typeof robotEventSchema>;

const daysField = z
  .number({ error: requiredOr('must be a whole number of days') })
  .int('must be a whole number of days');

export const robotEndpoints = {
  robotList: defineEndpoint({
    method: 'POST',
    path: '/robot/list',
    tag: 'robots',
    summary: 'The robots that can be rented, each with its stated rules, periods, fees and past year backtest',
    auth: true,
    input: z.strictObject({}),
    output: z.array(robotSchema),
  }),
  robotDetail: defineEndpoint({
    method: 'POST',
    path: '/robot/detail',
    tag: 'robots',
    summary: 'One robot with its stated rules and backtest',
    auth: true,
    input: z.strictObject({ id: idField }),
    output: robotSchema,
  }),
  robotBuy: defineEndpoint({
    method: 'POST',
    path: '/robot/buy',
    tag: 'robots',
    summary: 'Rent a robot: the fee and the amount leave Balance; 422 "Purchase failed" and nothing taken when short',
    auth: true,
    idempotent: true,
    input: z.strictObject({ robotId: idField, days: daysField, amount: moneyAmountField }),
    output: robotRentalSchema,
  }),
  robotOrderList: defineEndpoint({
    method: 'POST',
    path: '/robot/orderList',
    tag: 'robots',
    summary: "The user's rentals, newest first: purchase time, income and trading status",
    auth: true,
    input: z.strictObject({ ...pageQuery }),
    output: pageOf(robotRentalSchema),
  }),
  robotOrderDetail: defineEndpoint({
    method: 'POST',
    path: '/robot/orderDetail',
    tag: 'robots',
    summary: 'One rental with its robot and every trade of its account; another user’s rental is 404',
    auth: true,
    input: z.strictObject({ id: idField }),
    output: robotRentalDetailSchema,
  }),
};
