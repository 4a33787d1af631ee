import { Decimal, type DecimalInput } from '../money/decimal.ts';
import { markPrice, onTickGrid, roundToTick } from './pricing.ts';
import type { BidAsk, Side } from './terms.ts';

/**
 * Stop-loss, take-profit and trailing stop (docs/design.md §5): watched on the bid for a long, the ask for a short.
 */
export type TrailingKind = 'amount' | 'percent';

export interface TrailingStop {
  kind: TrailingKind;
  /** A price distance ('amount') or a percentage of the best price ('percent'). */
  distance: Decimal;
  /** The best mark seen since it was set: the highest bid for a long, the lowest ask for a short. */
  best: Decimal;
}

export interface Protection {
  side: Side;
  stopLoss?: Decimal | null | undefined;
  takeProfit?: Decimal | null | undefined;
  trailing?: TrailingStop | null | undefined;
  tickSize: DecimalInput;
}

export type TriggerKind = 'stop_loss' | 'take_profit' | 'trailing_stop';

/** A new trailing stop starts from the mark now. */
export function startTrailing(side: Side, kind: TrailingKind, distance: Decimal, quote: BidAsk): TrailingStop {
  return { kind, distance, best: markPrice(side, quote) };
}

/** The best price after `quote`: it only moves in the position's favour (up for a long, down for a short). */
export function updateTrailing(state: { side: Side; trailing: TrailingStop }, quote: BidAsk): Decimal {
  const mark = markPrice(state.side, quote);
  const { best } = state.trailing;
  return state.side === 'long' ? Decimal.max(best, mark) : Decimal.min(best, mark);
}

/**
 * The stop a trailing stop stands at: long best − amount or best × (1 − percent / 100), rounded down to the tick;
 * short best + amount or best × (1 + percent / 100), rounded up (the distance kept is never less than asked).
 */
export function trailingStopPrice(side: Side, trailing: TrailingStop, tickSize: DecimalInput): Decimal {
  const offset = trailing.kind === 'amount' ? trailing.distance : trailing.best.mul(trailing.distance).div(100);
  return side === 'long'
    ? roundToTick(trailing.best.sub(offset), tickSize, 'down')
    : roundToTick(trailing.best.add(offset), tickSize, 'up');
}

/**
 * Which trigger `quote` fires, if any (stop-loss checked first, then take-profit, then the trailing stop with its
 * best price updated by this quote). Long: SL when bid ≤ SL, TP when bid ≥ TP, trailing when bid ≤ stop; short
 * mirrors on the ask.
 */
export function firedTrigger(position: Protection, quote: BidAsk): TriggerKind | undefined {
  const { side } = position;
  const mark = markPrice(side, quote);
  const adverse = (level: Decimal) => (side === 'long' ? mark.lte(level) : mark.gte(level));
  if (position.stopLoss != null && adverse(position.stopLoss)) return 'stop_loss';
  if (
    position.takeProfit != null &&
    (side === 'long' ? mark.gte(position.takeProfit) : mark.lte(position.takeProfit))
  ) {
    return 'take_profit';
  }
  if (position.trailing != null) {
    const best = updateTrailing({ side, trailing: position.trailing }, quote);
    if (adverse(trailingStopPrice(side, { ...position.trailing, best }, position.tickSize))) return 'trailing_stop';
  }
  return undefined;
}

/** A trailing percentage must be below this (the one rule; the order screen reads it too). */
export const TRAILING_PERCENT_LIMIT = 100;

export type TriggerField = 'stopLoss' | 'takeProfit' | 'trailing';

export interface TriggerProblem {
  field: TriggerField;
  /** 'not_positive' and 'off_tick' are malformed (400); 'wrong_side' and 'too_far' break the rules (422). */
  code: 'not_positive' | 'off_tick' | 'wrong_side' | 'too_far';
  message: string;
}

export interface TriggerRequest {
  stopLoss?: Decimal | null | undefined;
  takeProfit?: Decimal | null | undefined;
  trailing?: { kind: TrailingKind; distance: Decimal } | null | undefined;
}

/**
 * What is wrong with the triggers asked for on a `side` position, against `reference` (the entry price for an
 * order, the mark for an open position): a long's stop-loss must be below it and its take-profit above, a short's
 * the other way; a trailing distance must be positive, and a percentage below 100. Empty when all is well.
 */
export function triggerProblems(
  side: Side,
  request: TriggerRequest,
  reference: Decimal,
  tickSize?: DecimalInput,
): TriggerProblem[] {
  const problems: TriggerProblem[] = [];
  const below = side === 'long' ? 'below' : 'above';
  const above = side === 'long' ? 'above' : 'below';
  const price = (field: 'stopLoss' | 'takeProfit', value: Decimal, where: string, ok: boolean) => {
    const name = field === 'stopLoss' ? 'Stop-loss' : 'Take-profit';
    if (!value.isPositive()) {
      problems.push({ field, code: 'not_positive', message: `${name} must be greater than 0` });
    } else if (tickSize !== undefined && !onTickGrid(value, tickSize)) {
      problems.push({ field, code: 'off_tick', message: `${name} must be a multiple of the tick size ${tickSize}` });
    } else if (!ok) {
      problems.push({ field, code: 'wrong_side', message: `${name} must be ${where} ${reference} for a ${side}` });
    }
  };
  const { stopLoss, takeProfit, trailing } = request;
  if (stopLoss != null)
    price('stopLoss', stopLoss, below, side === 'long' ? stopLoss.lt(reference) : stopLoss.gt(reference));
  if (takeProfit != null) {
    price('takeProfit', takeProfit, above, side === 'long' ? takeProfit.gt(reference) : takeProfit.lt(reference));
  }
  if (trailing != null) {
    if (!trailing.distance.isPositive()) {
      problems.push({ field: 'trailing', code: 'not_positive', message: 'Trailing distance must be greater than 0' });
    } else if (trailing.kind === 'percent' && trailing.distance.gte(TRAILING_PERCENT_LIMIT)) {
      const message = `Trailing percentage must be below ${TRAILING_PERCENT_LIMIT}`;
      problems.push({ field: 'trailing', code: 'too_far', message });
    } else if (trailing.kind === 'amount' && side === 'long' && trailing.distance.gte(reference)) {
      problems.push({ field: 'trailing', code: 'too_far', message: `Trailing distance must be below ${reference}` });
    }
  }
  return problems;
}
