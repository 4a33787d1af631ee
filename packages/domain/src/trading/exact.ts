/** Integer helpers on Decimal's scaled bigints, for the few rules that must round exactly once. */

/** ⌊n / d⌋ for d > 0. */
export function floorDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d !== 0n && n < 0n ? q - 1n : q;
}

/** ⌈n / d⌉ for d > 0. */
export function ceilDiv(n: bigint, d: bigint): bigint {
  return -floorDiv(-n, d);
}
