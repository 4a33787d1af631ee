import { hashUnit, Prng } from '../market/prng.ts';
import type { DemandTier } from './ballot.ts';

/**
 * The demand of other investors for an offering, simulated deterministically from the offering itself (its symbol is
 * the seed), so that subscription rates look real and the same offering always meets the same crowd.
 */

export interface OfferingSize {
  symbol: string;
  sharesOffered: number;
  lotSize: number;
}

/** The share of an offering sold to the public by ballot (the rest goes to institutions): 10 %. */
export const PUBLIC_TRANCHE_PERCENT = 10;

/** Application sizes, in lots, and how common each is (weights before the offering's own variation). */
const SIZE_WEIGHTS: readonly [lots: number, weight: number][] = [
  [1, 50],
  [2, 15],
  [5, 12],
  [10, 10],
  [20, 8],
  [50, 4],
  [100, 1],
];

/** The seed of an offering's ballot and demand. */
export const offeringSeed = (symbol: string) => `ipo:${symbol}`;

/** The public tranche in whole lots: 10 % of the shares offered, at least one lot. */
export function publicTrancheLots(o: OfferingSize): number {
  if (!Number.isSafeInteger(o.lotSize) || o.lotSize < 1) throw new RangeError(`Lot size must be ≥ 1, got ${o.lotSize}`);
  return Math.max(1, Math.floor((o.sharesOffered * PUBLIC_TRANCHE_PERCENT) / 100 / o.lotSize));
}

/**
 * The other investors' applications as tiers of identical size. Their number is 0.1 to 6 times the tranche's lots
 * (log-uniform from the seed), so an offering is anything from undersubscribed to about thirty times oversubscribed.
 */
export function simulatedDemand(o: OfferingSize): DemandTier[] {
  const seed = offeringSeed(o.symbol);
  const tranche = publicTrancheLots(o);
  const ratio = 0.1 * 60 ** hashUnit(`${seed}:crowd`);
  const applicants = Math.round(tranche * ratio);
  const prng = new Prng(`${seed}:sizes`);
  const weights = SIZE_WEIGHTS.map(([lots, w]) => [lots, w * (0.5 + prng.next())] as const);
  const total = weights.reduce((s, [, w]) => s + w, 0);
  const tiers: DemandTier[] = [];
  let assigned = 0;
  weights.forEach(([lots, w], i) => {
    const count = i === weights.length - 1 ? applicants - assigned : Math.floor((applicants * w) / total);
    assigned += count;
    if (count > 0) tiers.push({ lots, count });
  });
  return tiers;
}
