import type { Market } from '../market/instrument.ts';

/**
 * Leverage caps per instrument class after the ESMA retail limits (docs/design.md §5): single stocks 5x, major FX 30x,
 * minor FX, indices and gold 20x, other commodities 10x, bonds 5x. The caller may pass its own caps.
 */
export type LeverageClass = 'stock' | 'majorFx' | 'minorFx' | 'index' | 'gold' | 'otherCommodity' | 'bond';
export type LeverageCaps = Readonly<Record<LeverageClass, number>>;

export const DEFAULT_LEVERAGE_CAPS: LeverageCaps = Object.freeze({
  stock: 5,
  majorFx: 30,
  minorFx: 20,
  index: 20,
  gold: 20,
  otherCommodity: 10,
  bond: 5,
});

/** The leverage values ever offered, before the class cap. */
export const LEVERAGE_CHOICES = [1, 2, 3, 5, 10, 20, 30] as const;

/** A forex pair is major when both its currencies are among these. */
export const MAJOR_FX_CURRENCIES: readonly string[] = ['USD', 'EUR', 'JPY', 'GBP', 'CAD', 'CHF'];

/** The leverage choices up to `cap`. */
export function leverageOptions(cap: number): number[] {
  return LEVERAGE_CHOICES.filter((l) => l <= cap);
}

/** What the class of an instrument depends on. `base`/`quote` for forex; `category` is informative. */
export interface LeverageSubject {
  market: Market;
  code: string;
  category?: string | undefined;
  base?: string | undefined;
  quote?: string | undefined;
}

/** Gold futures: the root 'GC', alone or with a contract month ('GCG27'). */
const GOLD_FUTURE = /^GC([FGHJKMNQUVXZ]\d{2})?$/;

export function leverageClass(subject: LeverageSubject): LeverageClass {
  switch (subject.market) {
    case 'US':
    case 'HK':
    case 'ID':
      return 'stock';
    case 'INDEX':
      return 'index';
    case 'BOND':
      return 'bond';
    case 'FUTURES':
      return GOLD_FUTURE.test(subject.code) ? 'gold' : 'otherCommodity';
    case 'FOREX': {
      const base = subject.base ?? subject.code.slice(0, 3);
      const quote = subject.quote ?? subject.code.slice(3, 6);
      return MAJOR_FX_CURRENCIES.includes(base) && MAJOR_FX_CURRENCIES.includes(quote) ? 'majorFx' : 'minorFx';
    }
  }
}

/** The highest leverage allowed on `subject`. */
export function leverageCap(subject: LeverageSubject, caps: LeverageCaps = DEFAULT_LEVERAGE_CAPS): number {
  return caps[leverageClass(subject)];
}

/** Throws unless `leverage` is one of the choices allowed under `cap`. */
export function checkLeverage(leverage: number, cap = Math.max(...LEVERAGE_CHOICES)): number {
  if (!leverageOptions(cap).includes(leverage)) {
    throw new RangeError(`Leverage must be one of ${leverageOptions(cap).join(', ')}, got ${leverage}`);
  }
  return leverage;
}
