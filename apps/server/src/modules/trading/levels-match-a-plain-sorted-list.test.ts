import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Level, type LevelKind, Levels } from './levels.ts';

// The book's price levels against the plainest model: a list kept in price order (a new level after those of its
// price), scanned in full for every removal and every take. Any sequence of adds, removals and ticks must leave both
// holding the same levels in the same order and take the same ones out, in the same order.

const KINDS: LevelKind[] = ['stop_loss', 'take_profit', 'trailing_stop', 'liquidation', 'stop_out'];

type Op =
  | { op: 'add'; id: number; kind: LevelKind; at: number }
  | { op: 'remove'; id: number; kind?: LevelKind }
  | { op: 'below' | 'above'; at: number };

const ops = fc.array(
  fc.oneof(
    fc.record({
      op: fc.constant('add' as const),
      id: fc.integer({ min: 1, max: 12 }),
      kind: fc.constantFrom(...KINDS),
      at: fc.integer({ min: 1, max: 20 }),
    }),
    fc.record({ op: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 12 }) }),
    fc.record({
      op: fc.constant('remove' as const),
      id: fc.integer({ min: 1, max: 12 }),
      kind: fc.constantFrom(...KINDS),
    }),
    fc.record({ op: fc.constantFrom('below' as const, 'above' as const), at: fc.integer({ min: 0, max: 21 }) }),
  ),
  { maxLength: 120 },
);

const show = (levels: readonly Level[]) => levels.map((l) => `${l.id}:${l.kind}@${l.at}`);

describe('price levels', () => {
  it('add, remove and take exactly as a plain sorted list does', () => {
    fc.assert(
      fc.property(ops, (sequence: Op[]) => {
        const levels = new Levels();
        let model: Level[] = [];
        const held = new Set<string>();
        for (const o of sequence) {
          if (o.op === 'add') {
            // the engine keeps one level of a kind per position: remove before adding again
            if (held.has(`${o.id}:${o.kind}`)) continue;
            held.add(`${o.id}:${o.kind}`);
            const level = { id: o.id, kind: o.kind, at: BigInt(o.at) };
            levels.add(level);
            const i = model.findIndex((l) => l.at > level.at);
            model.splice(i === -1 ? model.length : i, 0, level);
          } else if (o.op === 'remove') {
            levels.remove(o.id, o.kind);
            model = model.filter((l) => l.id !== o.id || (o.kind !== undefined && l.kind !== o.kind));
            for (const k of KINDS) if (o.kind === undefined || o.kind === k) held.delete(`${o.id}:${k}`);
          } else {
            const at = BigInt(o.at);
            const taken = o.op === 'below' ? levels.takeAtOrBelow(at) : levels.takeAtOrAbove(at);
            const crossed = model.filter((l) => (o.op === 'below' ? l.at <= at : l.at >= at));
            model = model.filter((l) => !crossed.includes(l));
            for (const l of crossed) held.delete(`${l.id}:${l.kind}`);
            expect(show(taken)).toEqual(show(o.op === 'below' ? crossed : crossed.reverse()));
          }
          expect(levels.size).toBe(model.length);
        }
        // what is left, in order: everything at or above 0
        expect(show(levels.takeAtOrBelow(100n))).toEqual(show(model));
      }),
      { numRuns: 500 },
    );
  });
});
