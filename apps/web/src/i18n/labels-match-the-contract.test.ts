import {
  ENERGY_SOURCE_LABELS,
  MINING_FAILED,
  MINING_INSUFFICIENT_ENERGY,
  MINING_STATE_LABELS,
  OrderStatus,
  OrderStatusLabel,
  ROBOT_RENTAL_STATUS_LABELS,
  TradeTypeLabel,
} from '@bourse/contract';
import { describe, expect, it } from 'vitest';
import { enScreens as en } from './en-screens';

// en-screens.ts writes these out rather than importing the tables (which would bring their contract files, zod schemas
// and all, into the screens' English): the app's English must stay the server's wording.
describe("the app's English labels", () => {
  it("are the contract's for mining and robot rentals", () => {
    expect(en.mining.states).toEqual(MINING_STATE_LABELS);
    expect(en.mining.sources).toEqual(ENERGY_SOURCE_LABELS);
    expect(en.mining.insufficientEnergy).toBe(MINING_INSUFFICIENT_ENERGY);
    expect(en.mining.failedNote).toBe(MINING_FAILED);
    expect(en.robots.status).toEqual(ROBOT_RENTAL_STATUS_LABELS);
  });

  it("are the contract's for trade records' types and a resting order's state", () => {
    const { stock, forex, future, blockTrade, ipo, newDebt } = en.trade.tradeTypes;
    expect([stock, stock, forex, future, blockTrade, ipo, newDebt]).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((c) => TradeTypeLabel[c]),
    );
    expect(en.trade.orderResting).toBe(OrderStatusLabel[OrderStatus.resting]);
  });
});
