/**
 * Exact decimal arithmetic on a scaled bigint. No floating point is ever involved.
 *
 * Every Decimal is stored as `scaled = value × 10^18` (fixed scale of 18 fractional digits).
 * add/sub/neg/abs are exact; mul and div round once, from the exact result, to the requested scale.
 */

export const SCALE = 18;
const FACTOR = 10n ** BigInt(SCALE);
/** 10^0 … 10^36, so that rounding to a scale looks a power up rather than computing it. */
const POW10: readonly bigint[] = Array.from({ length: 2 * SCALE + 1 }, (_, i) => 10n ** BigInt(i));
const pow10 = (n: number): bigint => POW10[n] as bigint;

/** Strings already parsed, by text; emptied when full (a bound on memory, not a policy). */
const PARSED = new Map<string, Decimal>();
const PARSED_MAX = 50_000;

export type RoundingMode =
  /** Half away from zero: 0.005 → 0.01, -0.005 → -0.01. The default. */
  | 'half-up'
  /** Away from zero (used for fees): 0.001 → 0.01, -0.001 → -0.01. */
  | 'up'
  /** Toward zero (truncation): 0.009 → 0, -0.009 → 0. */
  | 'down';

export interface RoundingOptions {
  /** Fractional digits of the result, 0..18. Default 18. */
  scale?: number;
  /** Default 'half-up'. */
  rounding?: RoundingMode;
}

export type DecimalInput = Decimal | string | bigint | number;

export class DecimalError extends Error {
  override readonly name = 'DecimalError';
}

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/** True for plain decimal strings like '12', '-0.5', '1.000000000000000001' (at most 18 fractional digits). */
export function isDecimalString(s: unknown): s is string {
  if (typeof s !== 'string' || !DECIMAL_PATTERN.test(s)) return false;
  const dot = s.indexOf('.');
  return dot === -1 || s.length - dot - 1 <= SCALE;
}

/** Integer division n / d rounded with `mode`. */
function divRound(n: bigint, d: bigint, mode: RoundingMode): bigint {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  // The remainder by one product: cheaper than a second division on wide values.
  const r = an - q * ad;
  if (r !== 0n && (mode === 'up' || (mode === 'half-up' && 2n * r >= ad))) q += 1n;
  return negative ? -q : q;
}

function checkScale(scale: number): number {
  if (!Number.isInteger(scale) || scale < 0 || scale > SCALE) {
    throw new DecimalError(`Scale must be an integer from 0 to ${SCALE}, got ${scale}`);
  }
  return scale;
}

export class Decimal {
  static readonly ZERO: Decimal = shared(new Decimal(0n));
  static readonly ONE: Decimal = shared(new Decimal(FACTOR));

  /** value × 10^18. Public so that structural equality in tests compares values. */
  readonly scaled: bigint;

  /**
   * Immutable by its type (a readonly field, no method changes it). The values many callers share, the constants and
   * the parsed strings kept below, are frozen as well; the result of each operation is not, because freezing every
   * one cost the leader's margin sweep a tenth of its time.
   */
  private constructor(scaled: bigint) {
    this.scaled = scaled;
  }

  /** Parses a plain decimal string, an integer bigint, or a safe-integer number. Throws DecimalError otherwise. */
  static from(x: DecimalInput): Decimal {
    if (x instanceof Decimal) return x;
    if (typeof x === 'bigint') return new Decimal(x * FACTOR);
    if (typeof x === 'number') {
      if (!Number.isSafeInteger(x)) {
        throw new DecimalError(`Only safe integer numbers are accepted, got ${x}; pass a decimal string instead`);
      }
      return new Decimal(BigInt(x) * FACTOR);
    }
    if (typeof x === 'string') return Decimal.parse(x);
    throw new DecimalError(`Cannot make a Decimal from ${typeof x}`);
  }

  private static parse(s: string): Decimal {
    // The same strings come back again and again (prices of a quote, margins of the rows read each sweep); a
    // Decimal never changes, so one parsed value (frozen, as it is shared) can stand for all of them.
    const known = PARSED.get(s);
    if (known) return known;
    if (!isDecimalString(s)) {
      throw new DecimalError(
        `Invalid decimal ${JSON.stringify(s)}: expected digits with an optional '-' and at most ${SCALE} decimals`,
      );
    }
    // The digits without the point are the value at the string's own scale ('-1.25' → -125 × 10^16).
    const dot = s.indexOf('.');
    const parsed = new Decimal(
      dot === -1
        ? BigInt(s) * FACTOR
        : BigInt(s.slice(0, dot) + s.slice(dot + 1)) * pow10(SCALE - (s.length - dot - 1)),
    );
    if (PARSED.size >= PARSED_MAX) PARSED.clear();
    PARSED.set(s, shared(parsed));
    return parsed;
  }

  /** The Decimal whose scaled (×10^18) value is `scaled`, exactly: for rules that work on scaled integers. */
  static fromScaled(scaled: bigint): Decimal {
    if (typeof scaled !== 'bigint') throw new DecimalError(`A scaled value must be a bigint, got ${typeof scaled}`);
    return new Decimal(scaled);
  }

  static sum(values: Iterable<DecimalInput>): Decimal {
    let total = 0n;
    for (const v of values) total += Decimal.from(v).scaled;
    return new Decimal(total);
  }

  static min(first: DecimalInput, ...rest: DecimalInput[]): Decimal {
    return rest.reduce<Decimal>((m, v) => (m.lte(v) ? m : Decimal.from(v)), Decimal.from(first));
  }

  static max(first: DecimalInput, ...rest: DecimalInput[]): Decimal {
    return rest.reduce<Decimal>((m, v) => (m.gte(v) ? m : Decimal.from(v)), Decimal.from(first));
  }

  add(other: DecimalInput, options?: RoundingOptions): Decimal {
    return new Decimal(this.scaled + Decimal.from(other).scaled).roundWith(options);
  }

  sub(other: DecimalInput, options?: RoundingOptions): Decimal {
    return new Decimal(this.scaled - Decimal.from(other).scaled).roundWith(options);
  }

  /** Product rounded once to `scale` (default 18) — so mul(x, {scale: 2}) never double-rounds. */
  mul(other: DecimalInput, options?: RoundingOptions): Decimal {
    // By a whole number (a quantity) the product is exact at any scale: no division to round. Valuing an account
    // multiplies every position by its quantity.
    if (options === undefined && typeof other === 'number' && Number.isSafeInteger(other)) {
      return new Decimal(this.scaled * BigInt(other));
    }
    const factor = Decimal.from(other).scaled;
    // By a whole Decimal (a contract size, a percentage) likewise: 10^18 divides the factor, so nothing is rounded.
    if (options === undefined && factor % FACTOR === 0n) return new Decimal(this.scaled * (factor / FACTOR));
    const { scale, rounding } = resolve(options);
    // scaled × scaled carries 36 fractional digits; keep `scale` of them.
    const q = divRound(this.scaled * factor, pow10(2 * SCALE - scale), rounding);
    return new Decimal(q * pow10(SCALE - scale));
  }

  /** Quotient rounded once to `scale` (default 18). Throws DecimalError on division by zero. */
  div(other: DecimalInput, options?: RoundingOptions): Decimal {
    const divisor = Decimal.from(other).scaled;
    if (divisor === 0n) throw new DecimalError('Division by zero');
    const { scale, rounding } = resolve(options);
    const q = divRound(this.scaled * pow10(scale), divisor, rounding);
    return new Decimal(q * pow10(SCALE - scale));
  }

  round(scale: number, mode: RoundingMode = 'half-up'): Decimal {
    const unit = pow10(SCALE - checkScale(scale));
    return new Decimal(divRound(this.scaled, unit, mode) * unit);
  }

  neg(): Decimal {
    return new Decimal(-this.scaled);
  }

  abs(): Decimal {
    return this.scaled < 0n ? this.neg() : this;
  }

  cmp(other: DecimalInput): -1 | 0 | 1 {
    const o = Decimal.from(other).scaled;
    return this.scaled < o ? -1 : this.scaled > o ? 1 : 0;
  }

  eq(other: DecimalInput): boolean {
    return this.cmp(other) === 0;
  }
  lt(other: DecimalInput): boolean {
    return this.cmp(other) < 0;
  }
  lte(other: DecimalInput): boolean {
    return this.cmp(other) <= 0;
  }
  gt(other: DecimalInput): boolean {
    return this.cmp(other) > 0;
  }
  gte(other: DecimalInput): boolean {
    return this.cmp(other) >= 0;
  }
  isZero(): boolean {
    return this.scaled === 0n;
  }
  isNegative(): boolean {
    return this.scaled < 0n;
  }
  isPositive(): boolean {
    return this.scaled > 0n;
  }

  /** Canonical form: no exponent, no trailing zeros, never '-0'. */
  toString(): string {
    const negative = this.scaled < 0n;
    const magnitude = negative ? -this.scaled : this.scaled;
    const sign = negative ? '-' : '';
    // One conversion of the whole magnitude, split at the point (no divisions by 10^18).
    const all = magnitude.toString().padStart(SCALE + 1, '0');
    const point = all.length - SCALE;
    let end = all.length;
    while (end > point && all.charCodeAt(end - 1) === 48) end--;
    return end === point ? `${sign}${all.slice(0, point)}` : `${sign}${all.slice(0, point)}.${all.slice(point, end)}`;
  }

  /** Exactly `scale` decimals, rounded half-up. */
  toFixed(scale: number): string {
    const [sign, int, frac] = this.round(scale).parts();
    return scale === 0 ? `${sign}${int}` : `${sign}${int}.${frac.slice(0, scale)}`;
  }

  toJSON(): string {
    return this.toString();
  }

  /** Blocks `a < b`, `a + b` and `+a`, which would silently compare or concatenate strings. */
  valueOf(): never {
    throw new DecimalError('Decimal cannot be coerced to a primitive; use cmp/lt/add or toString');
  }

  private parts(): [sign: string, int: string, frac: string] {
    const negative = this.scaled < 0n;
    const magnitude = negative ? -this.scaled : this.scaled;
    return [negative ? '-' : '', (magnitude / FACTOR).toString(), (magnitude % FACTOR).toString().padStart(SCALE, '0')];
  }

  private roundWith(options: RoundingOptions | undefined): Decimal {
    if (options === undefined) return this;
    const { scale, rounding } = resolve(options);
    return this.round(scale, rounding);
  }
}

/** A value handed to many callers, frozen so that none can change it for the others. */
function shared(value: Decimal): Decimal {
  Object.freeze(value);
  return value;
}

function resolve(options: RoundingOptions | undefined): Required<RoundingOptions> {
  return { scale: checkScale(options?.scale ?? SCALE), rounding: options?.rounding ?? 'half-up' };
}
