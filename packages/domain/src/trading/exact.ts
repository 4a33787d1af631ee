/** Integer helpers on Decimal's scaled bigints, for the few rules that must round exactly once. */

// The quotient truncates toward zero; one product tells whether anything was cut off (a second division, `n % d`,
// costs more on the 200-bit values the stop-out levels divide).

/** ⌊n / d⌋ for d > 0. */
export function floorDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n < 0n && q * d !== n ? q - 1n : q;
}

/** ⌈n / d⌉ for d > 0. */
export function ceilDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n > 0n && q * d !== n ? q + 1n : q;
}
