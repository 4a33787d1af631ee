import { Decimal } from '../money/decimal.ts';
import { type FeeSchedule, tradeFee } from '../money/fees.ts';
import { type AccountAmount, type Fx, toAccount } from './fx.ts';
import { notional, pnl } from './pricing.ts';
import { checkQuantity, type PositionTerms } from './terms.ts';

export interface CloseInput {
  position: PositionTerms;
  /** Units to close: all or part (a partial close keeps the entry price). */
  quantity: number;
  /** The closing price: the bid for a long, the ask for a short (or the limit of a trigger). */
  exitPrice: Decimal;
  fx: Fx;
  /** The user's available balance in the account before the close, USD. */
  available: Decimal;
  fee?: FeeSchedule | undefined;
}

export interface CloseSettlement {
  /** Margin released: its share of the margin, down to the cent; the last close releases the remainder exactly. */
  releasedMargin: Decimal;
  remainingMargin: Decimal;
  /** Realised P&L in USD, with the FX note for a non-USD instrument. */
  pnl: AccountAmount;
  /** The value closed, USD, on which the close fee is charged. */
  notional: AccountAmount;
  fee: Decimal;
  /** releasedMargin + pnl − fee: may be negative. */
  credit: Decimal;
  /**
   * Negative-balance protection: what the house writes off. Cross: −(available + credit) when that is negative (the
   * user ends at 0). Isolated: −credit when it is negative (only the margin was at risk: the user gets 0 back).
   */
  writeOff: Decimal;
  /** What the user's available balance changes by: credit + writeOff. */
  availableChange: Decimal;
}

/** The money of closing `quantity` of a position at `exitPrice` (docs/design.md §5). */
export function closeSettlement(input: CloseInput): CloseSettlement {
  const { position } = input;
  const open = checkQuantity(position.quantity, 'Open quantity');
  const quantity = checkQuantity(input.quantity, 'Close quantity');
  if (quantity > open) throw new RangeError(`Cannot close ${quantity} of a position of ${open}`);
  if (position.margin.isNegative()) throw new RangeError(`Margin must not be negative, got ${position.margin}`);

  const releasedMargin =
    quantity === open ? position.margin : position.margin.mul(quantity).div(open, { scale: 2, rounding: 'down' });
  const realised = toAccount(
    pnl(position.side, position.entryPrice, input.exitPrice, quantity, position.contractSize),
    input.fx,
  );
  const value = toAccount(notional(input.exitPrice, quantity, position.contractSize), input.fx);
  const fee = tradeFee(value.amount, input.fee);
  const credit = releasedMargin.add(realised.amount).sub(fee);

  const floor = position.mode === 'cross' ? input.available.add(credit) : credit;
  const writeOff = floor.isNegative() ? floor.neg() : Decimal.ZERO;
  return {
    releasedMargin,
    remainingMargin: position.margin.sub(releasedMargin),
    pnl: realised,
    notional: value,
    fee,
    credit,
    writeOff,
    availableChange: credit.add(writeOff),
  };
}
