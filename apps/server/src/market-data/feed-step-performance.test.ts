import { describe, expect, it } from 'vitest';
import { testMarket, utc } from '../testing/market.ts';

describe('the feed step', () => {
  it('moves the whole catalogue and publishes the watched quotes in well under 5 ms', () => {
    const t = testMarket({ startMs: utc(2026, 11, 18, 15), alwaysOpen: true });
    const instruments = [...t.market.allLive()].map((l) => l.inst);
    expect(instruments.length).toBeGreaterThan(400);
    // A watcher on every channel, so every changed quote is published.
    const socket = { bufferedAmount: 0, readyState: 1, send: () => undefined, terminate: () => undefined };
    t.push.add(socket);
    t.push.subscribe(
      socket,
      instruments.map((i) => i.channel),
    );
    for (let i = 0; i < 50; i++) t.step(); // warm up
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const began = performance.now();
      t.step(250);
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    const median = times[times.length >> 1]!;
    expect(median).toBeLessThan(2.5);
    expect(times[Math.floor(times.length * 0.95)]!).toBeLessThan(5);
  });
});
