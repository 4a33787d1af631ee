/**
 * Seeded pseudo-random numbers for the market simulator. Never Math.random: the same seed gives the same sequence
 * on every machine, so a feed can be replayed and a test can pin its expectations.
 *
 * Generator: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128 bits of state, passes PractRand), seeded
 * from a string through cyrb128. Uniforms use the top 32 bits; normals use Box–Muller, keeping the second value of
 * each pair for the next call.
 */

export type Seed = string | number;

/** cyrb128: a fast, well-mixed 128-bit hash of a string, as four unsigned 32-bit words. */
export function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A stable unsigned 32-bit hash of a string. */
export function hash32(text: string): number {
  return hash128(text)[0];
}

/** A stable number in [0, 1) derived from a string (for per-instrument traits such as volatility variation). */
export function hashUnit(text: string): number {
  return hash32(text) / 4294967296;
}

const TWO_PI = 2 * Math.PI;
const INV_2_32 = 1 / 4294967296;

export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  /** The second normal of the last Box–Muller pair, kept for the next call. */
  private spare = 0;
  private hasSpare = false;

  constructor(seed: Seed) {
    const [a, b, c, d] = hash128(typeof seed === 'number' ? `#${seed}` : seed);
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.d = d | 0;
    // Discard the first outputs so that similar seeds diverge fully.
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** A uniform unsigned 32-bit integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform number in [0, 1). */
  next(): number {
    return this.nextUint32() * INV_2_32;
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A standard normal draw (mean 0, variance 1). */
  normal(): number {
    if (this.hasSpare) {
      this.hasSpare = false;
      return this.spare;
    }
    const u1 = 1 - this.next(); // (0, 1]: log stays finite
    const u2 = this.next();
    const r = Math.sqrt(-2 * Math.log(u1));
    const theta = TWO_PI * u2;
    this.spare = r * Math.sin(theta);
    this.hasSpare = true;
    return r * Math.cos(theta);
  }
}
