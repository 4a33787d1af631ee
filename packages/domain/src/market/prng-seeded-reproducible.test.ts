import { describe, expect, it } from 'vitest';
import { hash32, hashUnit, Prng } from './prng.ts';

function draw(seed: string | number, n: number): number[] {
  const rng = new Prng(seed);
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(i % 3 === 0 ? rng.normal() : rng.next());
  return out;
}

describe('seeded PRNG', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draw('bourse', 1000)).toEqual(draw('bourse', 1000));
    expect(draw(42, 1000)).toEqual(draw(42, 1000));
  });

  it('gives different sequences for different seeds, even similar ones', () => {
    expect(draw('bourse-1', 50)).not.toEqual(draw('bourse-2', 50));
    expect(draw(1, 50)).not.toEqual(draw(2, 50));
    expect(draw('1', 50)).not.toEqual(draw(1, 50));
  });

  it('is pinned: the algorithm (sfc32 seeded by cyrb128) gives these exact numbers on every machine', () => {
    const rng = new Prng('bourse');
    expect([rng.nextUint32(), rng.nextUint32(), rng.nextUint32()]).toEqual([3249214830, 3574776237, 2730374265]);
    expect(hash32('AAPL')).toBe(1272820040);
    expect(hash32('')).toBe(41608494);
  });

  it('draws uniforms in [0, 1) with mean one half and integers covering [0, n)', () => {
    const rng = new Prng('uniform');
    let sum = 0;
    let outside = 0;
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const u = rng.next();
      if (!(u >= 0 && u < 1)) outside++;
      sum += u;
    }
    expect(outside).toBe(0);
    expect(Math.abs(sum / n - 0.5)).toBeLessThan(0.005);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const k = rng.int(7);
      expect(Number.isInteger(k) && k >= 0 && k < 7).toBe(true);
      seen.add(k);
    }
    expect(seen.size).toBe(7);
  });

  it('draws standard normals: mean 0, variance 1, symmetric tails', () => {
    const rng = new Prng('normal');
    const n = 200_000;
    let sum = 0;
    let sumSq = 0;
    let beyond2 = 0;
    let infinite = 0;
    for (let i = 0; i < n; i++) {
      const z = rng.normal();
      if (!Number.isFinite(z)) infinite++;
      sum += z;
      sumSq += z * z;
      if (Math.abs(z) > 2) beyond2++;
    }
    expect(infinite).toBe(0);
    const mean = sum / n;
    expect(Math.abs(mean)).toBeLessThan(0.01);
    expect(Math.abs(sumSq / n - mean * mean - 1)).toBeLessThan(0.02);
    // P(|Z| > 2) = 4.55%
    expect(Math.abs(beyond2 / n - 0.0455)).toBeLessThan(0.003);
  });

  it('hashes strings to stable units in [0, 1)', () => {
    expect(hashUnit('vol|US|AAPL')).toBe(hashUnit('vol|US|AAPL'));
    expect(hashUnit('vol|US|AAPL')).not.toBe(hashUnit('vol|US|MSFT'));
    for (const s of ['', 'a', 'EURUSD', '.SPX', '00700']) {
      const u = hashUnit(s);
      expect(u >= 0 && u < 1).toBe(true);
    }
  });
});
