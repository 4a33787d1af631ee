import { Prng } from '../market/prng.ts';

/**
 * The IPO ballot (docs/design.md §5, docs/decisions.md "IPO"): the public tranche, in lots, shared between the
 * platform's own applications (each one a user's subscription) and the simulated demand of other investors (tiers of
 * identical applications). Lots go out one per application per round, to every application still wanting more, so a
 * small application is filled at a higher rate than a large one; when a round cannot serve every application, the
 * applications served are drawn at random from the seed. Every lot is allotted at most once, and the whole result
 * follows from the seed and the order of the applications, so a draw can be audited and run again.
 */

/** `count` other investors who each applied for `lots` lots. */
export interface DemandTier {
  lots: number;
  count: number;
}

export interface BallotResult {
  /** Lots allotted to each of the platform's applications, in the order given. */
  allotted: Int32Array;
  /** Lots allotted to the simulated other investors, in all. */
  othersAllotted: number;
  /** Lots applied for, in all (the platform's and the others'). */
  demandLots: number;
  /** Lots allotted, in all: min(tranche, demand). */
  allottedLots: number;
}

function checkCount(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole number ≥ 0, got ${value}`);
}

/**
 * The members of `list` for which `keep` holds, in order: a typed array's own `filter` is slow enough to matter (the
 * ballot over 100,000 applications took 26–30 ms with it, 12–18 ms with this loop).
 */
function kept(list: Int32Array, keep: (i: number) => boolean): Int32Array {
  const out = new Int32Array(list.length);
  let k = 0;
  for (let j = 0; j < list.length; j++) {
    const i = list[j] ?? 0;
    if (keep(i)) out[k++] = i;
  }
  return out.subarray(0, k);
}

/**
 * Runs the ballot. `wants` are the lots of the platform's applications (in a stable order: by subscription id),
 * `others` the simulated demand, `tranche` the lots on offer to the public, `seed` the offering's seed.
 */
export function ballot(
  wants: ArrayLike<number>,
  others: readonly DemandTier[],
  tranche: number,
  seed: string,
): BallotResult {
  checkCount(tranche, 'Tranche');
  const n = wants.length;
  const allotted = new Int32Array(n);
  let demand = 0;
  for (let i = 0; i < n; i++) {
    const w = wants[i] ?? 0;
    checkCount(w, 'Lots applied for');
    demand += w;
  }
  for (const t of others) {
    checkCount(t.lots, 'Tier lots');
    checkCount(t.count, 'Tier count');
    demand += t.lots * t.count;
  }
  if (demand <= tranche) {
    for (let i = 0; i < n; i++) allotted[i] = wants[i] ?? 0;
    const othersAll = others.reduce((s, t) => s + t.lots * t.count, 0);
    return { allotted, othersAllotted: othersAll, demandLots: demand, allottedLots: demand };
  }

  const prng = new Prng(`ipo-ballot:${seed}`);
  // Each tier's applications have all had `given` lots so far (full rounds treat them alike).
  let given = 0;
  let othersAllotted = 0;
  const everyone = new Int32Array(n);
  for (let i = 0; i < n; i++) everyone[i] = i;
  let active = kept(everyone, (i) => (wants[i] ?? 0) > 0);
  let left = tranche;
  const othersActive = () => others.reduce((s, t) => (t.lots > given ? s + t.count : s), 0);

  while (left > 0) {
    const otherCount = othersActive();
    const population = active.length + otherCount;
    if (population === 0) break;
    if (left >= population) {
      // A full round (or several): every application still wanting gets k more lots.
      let minRemaining = Number.MAX_SAFE_INTEGER;
      for (const i of active) minRemaining = Math.min(minRemaining, (wants[i] ?? 0) - (allotted[i] ?? 0));
      for (const t of others) if (t.lots > given) minRemaining = Math.min(minRemaining, t.lots - given);
      const k = Math.min(Math.floor(left / population), minRemaining);
      for (const i of active) allotted[i] = (allotted[i] ?? 0) + k;
      given += k;
      othersAllotted += k * otherCount;
      left -= k * population;
      active = kept(active, (i) => (allotted[i] ?? 0) < (wants[i] ?? 0));
      continue;
    }
    // The last round: `left` of the `population` applications still wanting get one lot each, drawn at random
    // (selection sampling: each of ours in turn, the others as one block after them).
    let need = left;
    let remaining = population;
    for (const i of active) {
      if (need === 0) break;
      if (prng.int(remaining) < need) {
        allotted[i] = (allotted[i] ?? 0) + 1;
        need -= 1;
      }
      remaining -= 1;
    }
    othersAllotted += need;
    left = 0;
  }
  return { allotted, othersAllotted, demandLots: demand, allottedLots: tranche - left };
}
