import { describe, expect, it } from 'vitest';
import { PushHub, type PushSocket } from './hub.ts';

/** A socket shaped like `ws`'s: `send` queues a frame on the TCP socket under it (`_socket`), which cork holds back. */
class FakeSocket implements PushSocket {
  readonly readyState = 1;
  bufferedAmount = 0;
  /** What left on the wire: one entry per write to the TCP socket, each holding the frames it carried. */
  readonly writes: string[][] = [];
  #corked = 0;
  #held: string[] = [];
  readonly _socket = {
    cork: () => {
      this.#corked += 1;
    },
    uncork: () => {
      this.#corked -= 1;
      if (this.#corked === 0 && this.#held.length > 0) this.writes.push(this.#held.splice(0));
    },
  };
  send(data: string): void {
    if (this.#corked > 0) this.#held.push(data);
    else this.writes.push([data]);
  }
  terminate(): void {}
}

const turn = () => new Promise((r) => setImmediate(r));
const channelsOf = (write: string[]) => write.map((l) => (JSON.parse(l) as { channel: string }).channel);

describe('the hub flush', () => {
  it("writes each socket's quotes of one flush in a single write, in order, each socket only its channels", async () => {
    const hub = new PushHub();
    const a = new FakeSocket();
    const b = new FakeSocket();
    hub.add(a);
    hub.add(b);
    hub.subscribe(a, ['UsStock.AAPL', 'UsStock.MSFT', 'HK.00700']);
    hub.subscribe(b, ['UsStock.MSFT']);
    hub.publish('UsStock.AAPL', { price: '1' });
    hub.publish('UsStock.MSFT', { price: '2' });
    hub.publish('UsStock.TSLA', { price: '3' });
    hub.publish('HK.00700', { price: '4' });
    await turn();
    expect(a.writes.map(channelsOf)).toEqual([['UsStock.AAPL', 'UsStock.MSFT', 'HK.00700']]);
    expect(b.writes.map(channelsOf)).toEqual([['UsStock.MSFT']]);

    hub.publish('UsStock.MSFT', { price: '5' });
    await turn();
    expect(a.writes.map(channelsOf)).toEqual([['UsStock.AAPL', 'UsStock.MSFT', 'HK.00700'], ['UsStock.MSFT']]);
    expect(JSON.parse(a.writes[1]?.[0] ?? '')).toEqual({
      event: 'quote',
      channel: 'UsStock.MSFT',
      data: { price: '5' },
    });
  });

  it('keeps only the newest unsent quote per channel for a socket past the slow threshold, and sends it once drained', async () => {
    const hub = new PushHub();
    const slow = new FakeSocket();
    hub.add(slow);
    hub.subscribe(slow, ['UsStock.AAPL']);
    slow.bufferedAmount = 300 * 1024;
    for (let i = 0; i < 5; i++) {
      hub.publish('UsStock.AAPL', { seq: i });
      await turn();
    }
    expect(slow.writes).toEqual([]);
    slow.bufferedAmount = 0;
    await new Promise((r) => setTimeout(r, 80));
    expect(slow.writes.map((w) => w.map((l) => (JSON.parse(l) as { data: { seq: number } }).data.seq))).toEqual([[4]]);
  });
});
