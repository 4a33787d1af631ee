import { FUNDING_PUSH_TYPE, type FundingResultEvent } from '@bourse/contract';
import { notifyManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../test/fake-websocket';
import { type LiveQuote, loadLiveQuoteCheck, quoteKeys, writeLiveQuotes } from './live-quotes';
import { parsePrivateEvent } from './private-events';
import {
  PING_AFTER_SERVER_PING_MS,
  PushClient,
  type PushClientOptions,
  type QuoteBatch,
  RECONNECT_MS,
  UNCLAIMED_PRIVATE_MS,
} from './push-client';

// The tick check loads with the market contract (live-quotes.ts); these tests write ticks after it has.
beforeAll(() => loadLiveQuoteCheck());

/** A push client on fake sockets, with animation frames run by the test. */
function setup(
  token: string | null | (() => string | null) = null,
  privateEvents: PushClientOptions['privateEvents'] = { parse: parsePrivateEvent },
) {
  const net = fakeSockets();
  const frames: Array<() => void> = [];
  const batches: QuoteBatch[] = [];
  const client = new PushClient({
    url: 'ws://bourse.test/push',
    createSocket: net.create,
    getToken: typeof token === 'function' ? token : () => token,
    onQuotes: (batch) => batches.push(batch),
    privateEvents,
    timers: { requestFrame: (fn) => frames.push(fn) },
  });
  const runFrame = () => frames.splice(0).forEach((fn) => fn());
  return { net, client, batches, runFrame };
}

const approved: FundingResultEvent = {
  kind: 'deposit',
  id: 12,
  status: 3,
  statusLabel: 'Completed',
  reason: '',
  amount: '500.00',
};

/** Lets queued subscription changes (sent together at the end of the task) go out. */
const settle = () => Promise.resolve();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PushClient', () => {
  it('subscribes channels by reference count, grouped by market type, and unsubscribes when nobody holds them', async () => {
    const { net, client } = setup();
    client.start();
    net.latest.open();

    const releaseA = client.subscribe(['UsStock.AAPL', 'HK.00700']);
    const releaseB = client.subscribe(['UsStock.AAPL', 'UsStock.MSFT']);
    await settle();
    expect(net.latest.sentOf('subscribe')).toEqual([
      { event: 'subscribe', channel: 'UsStock.AAPL,UsStock.MSFT', marketType: 'UsStock' },
      { event: 'subscribe', channel: 'HK.00700', marketType: 'HK' },
    ]);

    releaseA();
    await settle();
    // AAPL is still held by B; only the Hong Kong channel goes.
    expect(net.latest.sentOf('unsubscribe')).toEqual([{ event: 'unsubscribe', channel: 'HK.00700', marketType: 'HK' }]);

    releaseB();
    releaseB(); // a second release is harmless
    await settle();
    expect(net.latest.sentOf('unsubscribe').at(-1)).toEqual({
      event: 'unsubscribe',
      channel: 'UsStock.AAPL,UsStock.MSFT',
      marketType: 'UsStock',
    });
    expect(client.channels).toEqual([]);
  });

  it('sends nothing when a channel is released and taken again in the same task (a re-render)', async () => {
    const { net, client } = setup();
    client.start();
    net.latest.open();
    const release = client.subscribe(['UsStock.AAPL']);
    await settle();
    release();
    const again = client.subscribe(['UsStock.AAPL']);
    await settle();
    expect(net.latest.sentOf('subscribe')).toHaveLength(1);
    expect(net.latest.sentOf('unsubscribe')).toHaveLength(0);
    again();
  });

  it('coalesces ticks per animation frame: the newest quote of each channel, once', async () => {
    const { net, client, batches, runFrame } = setup();
    client.start();
    net.latest.open();
    client.subscribe(['UsStock.AAPL', 'UsStock.MSFT']);
    await settle();

    net.latest.quote('UsStock.AAPL', { price_nominal: '190.00' });
    net.latest.quote('UsStock.AAPL', { price_nominal: '190.01' });
    net.latest.quote('UsStock.MSFT', { price_nominal: '420.50' });
    net.latest.quote('UsStock.AAPL', { price_nominal: '190.02' });
    net.latest.quote('UsStock.TSLA', { price_nominal: '1.00' }); // not asked for
    expect(batches).toHaveLength(0);

    runFrame();
    expect(batches).toHaveLength(1);
    expect(Object.fromEntries(batches[0] ?? [])).toEqual({
      'UsStock.AAPL': { price_nominal: '190.02' },
      'UsStock.MSFT': { price_nominal: '420.50' },
    });

    runFrame();
    expect(batches).toHaveLength(1);
  });

  it('keeps the ticks that come before the quote check has loaded, and writes them once it has', async () => {
    vi.resetModules();
    const fresh = await import('./live-quotes');
    const queryClient = new QueryClient();
    fresh.writeLiveQuotes(queryClient, new Map([['UsStock.AAPL', { price_nominal: '190.00', change: '1.00' }]]));
    fresh.writeLiveQuotes(queryClient, new Map([['UsStock.AAPL', { price_nominal: '190.05' }]]));
    expect(queryClient.getQueryData(fresh.quoteKeys.live('UsStock.AAPL'))).toBeUndefined();
    await fresh.loadLiveQuoteCheck();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(fresh.quoteKeys.live('UsStock.AAPL'))).toEqual({
        price_nominal: '190.05',
        change: '1.00',
      }),
    );
  });

  it('writes a frame of ticks into the query cache, merged over what was there', () => {
    const queryClient = new QueryClient();
    writeLiveQuotes(queryClient, new Map([['UsStock.AAPL', { price_nominal: '190.00', change: '1.00' }]]));
    writeLiveQuotes(queryClient, new Map([['UsStock.AAPL', { price_nominal: '190.05' }]]));
    writeLiveQuotes(queryClient, new Map([['UsStock.AAPL', { price_nominal: 42 }]])); // not the contract: ignored
    expect(queryClient.getQueryData<LiveQuote>(quoteKeys.live('UsStock.AAPL'))).toEqual({
      price_nominal: '190.05',
      change: '1.00',
    });
  });

  it('tells the rows of a frame’s ticks in a microtask, so they render in that frame; other writes keep the timer', async () => {
    const queryClient = new QueryClient();
    // As useQuery subscribes: through notifyManager.batchCalls, which waits for the notify scheduler.
    const heard: string[] = [];
    const listen = (key: readonly unknown[], name: string) =>
      queryClient.getQueryCache().subscribe(
        notifyManager.batchCalls((event) => {
          if (event.type === 'updated' && JSON.stringify(event.query.queryKey) === JSON.stringify(key))
            heard.push(name);
        }),
      );
    listen(quoteKeys.live('UsStock.AAPL'), 'tick');
    listen(['user'], 'other');

    writeLiveQuotes(queryClient, new Map([['UsStock.AAPL', { price_nominal: '190.00' }]]));
    await Promise.resolve();
    expect(heard).toEqual(['tick']);

    queryClient.setQueryData(['user'], { id: 1 });
    await Promise.resolve();
    expect(heard).toEqual(['tick']);
    vi.advanceTimersByTime(0);
    expect(heard).toEqual(['tick', 'other']);
  });

  it('authenticates after opening when logged in', () => {
    const { net, client } = setup('token-1');
    client.start();
    net.latest.open();
    expect(net.latest.sentOf('auth')).toEqual([{ event: 'auth', token: 'token-1' }]);
  });

  it('answers a server ping with pong, and pings 10 s after it', () => {
    const { net, client } = setup();
    client.start();
    net.latest.open();
    net.latest.receive({ event: 'ping' });
    expect(net.latest.sentOf('pong')).toHaveLength(1);
    vi.advanceTimersByTime(PING_AFTER_SERVER_PING_MS - 1);
    expect(net.latest.sentOf('ping')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(net.latest.sentOf('ping')).toHaveLength(1);
  });

  it('reconnects 5 s after a close and subscribes everything again', async () => {
    const { net, client } = setup('token-1');
    client.start();
    net.latest.open();
    client.subscribe(['UsStock.AAPL']);
    client.subscribe(['HK.00700']);
    await settle();
    const first = net.latest;

    first.drop();
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(net.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(net.sockets).toHaveLength(2);

    const second = net.latest;
    second.open();
    expect(second.sentOf('auth')).toEqual([{ event: 'auth', token: 'token-1' }]);
    expect(second.sentOf('subscribe').map((m) => m.channel)).toEqual(['UsStock.AAPL', 'HK.00700']);
    // The old socket is gone for good: its late messages are ignored.
    first.quote('UsStock.AAPL', { price_nominal: '1' });
    expect(client.connected).toBe(true);
  });

  it('reconnects 5 s after an error, and keeps trying while the server is away', () => {
    const { net, client } = setup();
    client.start();
    net.latest.fail();
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(net.sockets).toHaveLength(2);
    net.latest.drop();
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(net.sockets).toHaveLength(3);
  });

  it('subscribes channels asked for while connecting once the socket opens', async () => {
    const { net, client } = setup();
    client.start();
    client.subscribe(['ID.BBCA']);
    await settle();
    expect(net.latest.sent).toEqual([]);
    net.latest.open();
    expect(net.latest.sentOf('subscribe')).toEqual([{ event: 'subscribe', channel: 'ID.BBCA', marketType: 'ID' }]);
  });

  it('stops for good: no reconnect after stop', () => {
    const { net, client } = setup();
    client.start();
    net.latest.open();
    client.stop();
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(net.sockets).toHaveLength(1);
  });

  it('hands private events to the listeners of their type, only when the data matches the contract', () => {
    const { net, client } = setup('token-1');
    client.start();
    net.latest.open();
    const heard: FundingResultEvent[] = [];
    const stop = client.onPrivate(FUNDING_PUSH_TYPE, (event) => heard.push(event));

    net.latest.privateEvent('funding', approved);
    net.latest.privateEvent('funding', { ...approved, amount: 500 }); // not the contract's shape
    net.latest.privateEvent('inbox', { text: 'hello' }); // a type nobody listens for
    net.latest.receive({ event: 'private', data: approved }); // no type
    expect(heard).toEqual([approved]);

    stop();
    net.latest.privateEvent('funding', approved);
    expect(heard).toHaveLength(1);
  });

  it('says when the server has authenticated the socket, after each connect, and not on a refusal', () => {
    const { net, client } = setup('token-1');
    client.start();
    net.latest.open();
    let told = 0;
    const stop = client.onAuthenticated(() => told++);
    net.latest.receive({ event: 'auth', ok: false });
    expect(told).toBe(0);
    net.latest.receive({ event: 'auth', ok: true });
    expect(told).toBe(1);

    net.latest.drop();
    vi.advanceTimersByTime(RECONNECT_MS);
    net.latest.open();
    net.latest.receive({ event: 'auth', ok: true });
    expect(told).toBe(2);

    stop();
    net.latest.receive({ event: 'auth', ok: true });
    expect(told).toBe(2);
  });

  it('hands a private event that came before anyone listened for its type to the first listeners of that type, once', async () => {
    // A page load: the socket is authenticated (and the screen's data fetched again) before the app's private
    // listeners have loaded; staff decide in between. The event is the only news of the decision.
    const { net, client } = setup('token-1');
    client.start();
    net.latest.open();
    net.latest.receive({ event: 'auth', ok: true });
    net.latest.privateEvent('funding', approved);

    const first: FundingResultEvent[] = [];
    const second: FundingResultEvent[] = [];
    client.onPrivate(FUNDING_PUSH_TYPE, (event) => first.push(event));
    client.onPrivate(FUNDING_PUSH_TYPE, (event) => second.push(event)); // registered in the same commit
    await settle();
    expect(first).toEqual([approved]);
    expect(second).toEqual([approved]);

    const later: FundingResultEvent[] = [];
    client.onPrivate(FUNDING_PUSH_TYPE, (event) => later.push(event));
    await settle();
    expect(later).toEqual([]); // told once, not to every listener that comes after
    net.latest.privateEvent('funding', { ...approved, id: 13 });
    expect(first.map((e) => e.id)).toEqual([12, 13]);
  });

  it('does not hand on a held private event once it is older than the limit, or to another login', async () => {
    let token: string | null = 'token-1';
    const { net, client } = setup(() => token);
    client.start();
    net.latest.open();
    const heard: FundingResultEvent[] = [];

    net.latest.privateEvent('funding', approved);
    vi.advanceTimersByTime(UNCLAIMED_PRIVATE_MS + 1);
    const stopStale = client.onPrivate(FUNDING_PUSH_TYPE, (event) => heard.push(event));
    await settle();
    expect(heard).toEqual([]);
    stopStale();

    net.latest.privateEvent('funding', approved);
    token = 'token-2'; // another user logged in on this tab
    client.refreshAuth();
    const stopOther = client.onPrivate(FUNDING_PUSH_TYPE, (event) => heard.push(event));
    await settle();
    expect(heard).toEqual([]);
    stopOther();

    net.latest.privateEvent('funding', approved);
    token = null; // logged out
    client.refreshAuth();
    token = 'token-2';
    client.onPrivate(FUNDING_PUSH_TYPE, (event) => heard.push(event));
    await settle();
    expect(heard).toEqual([]);
  });

  it('never hands a private event to another login than the one it came to, even once its check has loaded', async () => {
    let token: string | null = 'token-1';
    let loaded: (parse: typeof parsePrivateEvent) => void = () => undefined;
    const load = () => new Promise<typeof parsePrivateEvent>((resolve) => (loaded = resolve));
    const { net, client } = setup(() => token, { load });
    client.start();
    net.latest.open();
    const heard: FundingResultEvent[] = [];
    client.onPrivate(FUNDING_PUSH_TYPE, (event) => heard.push(event));
    net.latest.privateEvent('funding', approved); // waits for the check to load
    token = null; // logged out, and another user logs in on this tab before the check has loaded
    client.refreshAuth();
    token = 'token-2';
    net.latest.open();
    loaded(parsePrivateEvent);
    await settle();
    expect(heard).toEqual([]);
    net.latest.privateEvent('funding', approved); // the new login's own
    await settle();
    expect(heard).toEqual([approved]);
  });

  it('keeps private listeners across a reconnect', () => {
    const { net, client } = setup('token-1');
    client.start();
    net.latest.open();
    const heard: FundingResultEvent[] = [];
    client.onPrivate(FUNDING_PUSH_TYPE, (event) => heard.push(event));
    net.latest.drop();
    vi.advanceTimersByTime(RECONNECT_MS);
    net.latest.open();
    expect(net.latest.sentOf('auth')).toEqual([{ event: 'auth', token: 'token-1' }]);
    net.latest.privateEvent('funding', approved);
    expect(heard).toEqual([approved]);
  });
});
