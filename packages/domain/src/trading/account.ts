import { Decimal } from '../money/decimal.ts';
import { type AccountAmount, type Fx, toAccount } from './fx.ts';
import { pnl } from './pricing.ts';
import type { PositionTerms } from './terms.ts';

/** Margin call at or below 100 % (no new positions), stop-out below 50 % (docs/design.md §5). */
export const MARGIN_CALL_PERCENT = Decimal.from('100');
export const STOP_OUT_PERCENT = Decimal.from('50');

export type PositionId = number | string;

/**
 * An open position as the account figures see it. `mark` is its closing price now (long: bid, short: ask). Never
 * changed in place: a new mark is a new object (its P&L is kept on the object with what it came from, below).
 */
export interface OpenPosition extends Readonly<PositionTerms> {
  readonly id: PositionId;
  readonly mark: Decimal;
  /** Quote currency → USD, now. */
  readonly fx: Fx;
}

/**
 * P&L already worked out, kept on the position object (an order reads its account's positions for its margin check,
 * its answer, the account's figures and the stop-out levels, each summing every position's P&L again). Kept under a
 * symbol with the inputs it was worked out from, so a copy with another mark or quantity (a spread copies symbol
 * keys) works its own out. A WeakMap by object did the same at ten times the cost for the fresh objects each read
 * makes (docs/decisions.md, "A position's P&L is kept on the position").
 */
const PNL = Symbol('positionPnl');

interface PnlMemo {
  readonly side: OpenPosition['side'];
  readonly entryPrice: Decimal;
  readonly mark: Decimal;
  readonly quantity: number;
  readonly contractSize: OpenPosition['contractSize'];
  readonly fx: Fx;
  readonly value: AccountAmount;
}

type Memoised = { [PNL]?: PnlMemo };

/** Open P&L at the mark, in USD (half-up to the cent), with its FX note. Not capped. */
export function positionPnl(position: OpenPosition): AccountAmount {
  const { side, entryPrice, mark, quantity, contractSize, fx } = position;
  const memo = (position as Memoised)[PNL];
  if (
    memo &&
    memo.mark === mark &&
    memo.entryPrice === entryPrice &&
    memo.quantity === quantity &&
    memo.contractSize === contractSize &&
    memo.fx === fx &&
    memo.side === side
  ) {
    return memo.value;
  }
  const value = Object.freeze(toAccount(pnl(side, entryPrice, mark, quantity, contractSize), fx));
  if (Object.isExtensible(position)) {
    (position as Memoised)[PNL] = { side, entryPrice, mark, quantity, contractSize, fx, value };
  }
  return value;
}

/** The P&L the account counts: an isolated position cannot lose more than its margin. */
export function countedPnl(position: OpenPosition): Decimal {
  const usd = positionPnl(position).amount;
  return position.mode === 'isolated' ? Decimal.max(usd, position.margin.neg()) : usd;
}

export interface AccountFigures {
  /** available + margins + counted open P&L. */
  equity: Decimal;
  usedMargin: Decimal;
  /** equity − usedMargin. */
  freeMargin: Decimal;
  /** equity / usedMargin × 100, 2 places toward zero; null with no margin in use. */
  marginLevel: Decimal | null;
  openPnl: Decimal;
  /** available + Σ over cross positions of (margin + P&L): what backs the cross positions. */
  crossEquity: Decimal;
  crossUsed: Decimal;
  crossLevel: Decimal | null;
  /** crossLevel ≤ 100: no new positions in this account. */
  marginCall: boolean;
  /** crossLevel < 50: close cross positions (see stopOutPlan). */
  stopOut: boolean;
}

/** equity / used × 100, rounded toward zero to 2 places; null when nothing is used. */
export function marginLevel(equity: Decimal, used: Decimal): Decimal | null {
  return used.isZero() ? null : equity.mul(100).div(used, { scale: 2, rounding: 'down' });
}

/** The figures of one trading account from its available balance and its open positions. */
export function accountFigures(available: Decimal, positions: readonly OpenPosition[]): AccountFigures {
  let usedMargin = Decimal.ZERO;
  let openPnl = Decimal.ZERO;
  let crossUsed = Decimal.ZERO;
  let crossPnl = Decimal.ZERO;
  for (const p of positions) {
    const counted = countedPnl(p);
    usedMargin = usedMargin.add(p.margin);
    openPnl = openPnl.add(counted);
    if (p.mode === 'cross') {
      crossUsed = crossUsed.add(p.margin);
      crossPnl = crossPnl.add(counted);
    }
  }
  const equity = available.add(usedMargin).add(openPnl);
  const crossEquity = available.add(crossUsed).add(crossPnl);
  const crossLevel = marginLevel(crossEquity, crossUsed);
  return {
    equity,
    usedMargin,
    freeMargin: equity.sub(usedMargin),
    marginLevel: marginLevel(equity, usedMargin),
    openPnl,
    crossEquity,
    crossUsed,
    crossLevel,
    marginCall: crossLevel !== null && crossLevel.lte(MARGIN_CALL_PERCENT),
    stopOut: crossLevel !== null && crossLevel.lt(STOP_OUT_PERCENT),
  };
}

/**
 * What a new order may spend: the available balance, less any open loss of the cross positions (which it backs),
 * never below zero: max(0, min(available, crossEquity − crossUsed)).
 */
export function orderable(available: Decimal, figures: Pick<AccountFigures, 'crossEquity' | 'crossUsed'>): Decimal {
  return Decimal.max(Decimal.ZERO, Decimal.min(available, figures.crossEquity.sub(figures.crossUsed)));
}
