import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createHarness, type Harness } from '../testing/harness.ts';
import { stepHarness } from '../testing/market.ts';

interface Message {
  event: string;
  channel?: string;
  data?: Record<string, unknown>;
}

let h: Harness;
let url: string;
beforeAll(async () => {
  h = await createHarness({ MARKET_ALWAYS_OPEN: 'true' });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(h.app.server.address() as { port: number }).port}/push`;
});
afterAll(() => h.close());

async function connect(channels: string) {
  const ws = new WebSocket(url);
  const messages: Message[] = [];
  ws.on('message', (raw) => messages.push(JSON.parse(raw.toString()) as Message));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ event: 'subscribe', channel: channels, marketType: 'UsStock' }));
  await settle();
  return { ws, messages, quotes: () => messages.filter((m) => m.event === 'quote') };
}

const settle = () => new Promise((r) => setTimeout(r, 60));

describe('the feed on /push', () => {
  it('a socket subscribed to a quote’s channel receives its tick after a feed step; another socket does not', async () => {
    const a = await connect('UsStock.AAPL,Bond.AAPL');
    const b = await connect('HK.00700');
    stepHarness(h);
    await settle();
    const aapl = h.ctx.market.live('US', 'AAPL')!.quote;
    expect(a.quotes().find((m) => m.channel === 'UsStock.AAPL')?.data).toEqual(aapl);
    // The block-trade row of AAPL has its own channel, with the block price.
    expect(a.quotes().find((m) => m.channel === 'Bond.AAPL')?.data).toMatchObject({
      stock_code: 'AAPL',
      source: 'BLOCK',
      price_nominal: aapl.price_nominal,
      minQuantity: 10_000,
    });
    expect(b.quotes().map((m) => m.channel)).toEqual(['HK.00700']);
    a.ws.close();
    b.ws.close();
  });

  it('after unsubscribing, further steps send nothing for that channel', async () => {
    const a = await connect('UsStock.MSFT');
    stepHarness(h);
    await settle();
    expect(a.quotes()).toHaveLength(1);
    a.ws.send(JSON.stringify({ event: 'unsubscribe', channel: 'UsStock.MSFT' }));
    await settle();
    stepHarness(h);
    stepHarness(h);
    await settle();
    expect(a.quotes()).toHaveLength(1);
    a.ws.close();
  });

  it('publishes only the channels someone watches', async () => {
    const a = await connect('Futures.GC');
    const publish = vi.spyOn(h.ctx.push, 'publish');
    stepHarness(h);
    expect(publish.mock.calls.map(([channel]) => channel)).toEqual(['Futures.GC']);
    publish.mockRestore();
    a.ws.close();
  });
});
