import { describe, expect, it } from 'vitest';
import { testMarket, utc } from '../testing/market.ts';

// How long a step takes is measured by bench/feed.ts (npm run bench -- feed), not asserted here.
describe('the feed step', () => {
  it('moves the whole catalogue and sends a socket watching every channel the newest quote of each, once', async () => {
    const t = testMarket({ startMs: utc(2026, 11, 18, 15), alwaysOpen: true });
    const live = [...t.market.allLive()];
    expect(live.length).toBeGreaterThan(400);
    const before = new Map(live.map((l) => [l.inst.channel, l.quote]));
    const sent: { channel: string; data: { price_nominal: string } }[] = [];
    const socket = {
      bufferedAmount: 0,
      readyState: 1,
      send: (line: string) => sent.push(JSON.parse(line) as (typeof sent)[number]),
      terminate: () => undefined,
    };
    t.push.add(socket);
    t.push.subscribe(
      socket,
      live.map((l) => l.inst.channel),
    );

    // Three steps before the hub's flush: each channel is sent once, with the latest of its quotes.
    for (let i = 0; i < 3; i++) t.step(250);
    await new Promise((resolve) => setImmediate(resolve));

    const after = new Map([...t.market.allLive()].map((l) => [l.inst.channel, l.quote]));
    const changed = [...after].filter(([channel, quote]) => quote !== before.get(channel)).map(([channel]) => channel);
    expect(changed.length).toBeGreaterThan(live.length * 0.8);
    expect(sent.map((m) => m.channel).sort()).toEqual(changed.sort());
    for (const m of sent) expect(m.data.price_nominal).toBe(after.get(m.channel)?.price_nominal);
  });
});
