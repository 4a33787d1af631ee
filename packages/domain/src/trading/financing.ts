import { addDays, wallTime, zonedEpoch } from '../market/sessions.ts';
import type { Decimal } from '../money/decimal.ts';

/**
 * Overnight financing (docs/design.md §5): a leveraged position still open at the daily cut-off, 17:00 New York
 * (where the forex day rolls), pays notional × annual rate / 365 for each cut-off it was open across. One opened and
 * closed between two cut-offs (within one trading day) pays none. Every calendar day has a cut-off, so a year's
 * charges add up to the annual rate.
 */
export const FINANCING_CUTOFF = Object.freeze({ timeZone: 'America/New_York', minuteOfDay: 17 * 60 });

/** notional × annualRate / 365, rounded up to the cent. */
export function financingCharge(notionalUsd: Decimal, annualRate: Decimal): Decimal {
  if (notionalUsd.isNegative()) throw new RangeError(`Notional must not be negative, got ${notionalUsd}`);
  if (annualRate.isNegative()) throw new RangeError(`Financing rate must not be negative, got ${annualRate}`);
  return notionalUsd.mul(annualRate).div(365, { scale: 2, rounding: 'up' });
}

/** Only leveraged positions pay financing. */
export function paysFinancing(leverage: number): boolean {
  return leverage > 1;
}

/** The cut-off instants t with fromMs < t ≤ toMs, in order (DST-correct: 21:00Z in summer, 22:00Z in winter). */
export function financingCutoffs(fromMs: number, toMs: number): number[] {
  const { timeZone, minuteOfDay } = FINANCING_CUTOFF;
  const out: number[] = [];
  if (!(toMs > fromMs)) return out;
  const w = wallTime(timeZone, fromMs);
  let date = `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
  for (;;) {
    const cutoff = zonedEpoch(timeZone, date, minuteOfDay);
    if (cutoff > toMs) return out;
    if (cutoff > fromMs) out.push(cutoff);
    date = addDays(date, 1);
  }
}

/**
 * The cut-offs a position opened at `openedAtMs` and open until `untilMs` (now, or its close) still owes, after the
 * last one charged (`lastChargedMs`, if any): each is charged once.
 */
export function financingDue(openedAtMs: number, untilMs: number, lastChargedMs?: number): number[] {
  return financingCutoffs(Math.max(openedAtMs, lastChargedMs ?? openedAtMs), untilMs);
}
