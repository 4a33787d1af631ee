import type { PushClientMessage } from '@bourse/contract';
import type { PrivateEventData, PrivateEventType, parsePrivateEvent } from './private-events';

/** docs/product.md §4 and §9: reconnect 5 s after a close or error, ping 10 s after each server ping, retry in 5 s. */
export const RECONNECT_MS = 5_000;
export const PING_AFTER_SERVER_PING_MS = 10_000;
export const SUBSCRIBE_RETRY_MS = 5_000;
/** The server pings every 20 s; a socket silent for this long is treated as dead and replaced. */
export const SILENCE_LIMIT_MS = 60_000;
/**
 * A private event of a type nobody listens for yet is held this long (and at most this many), for the first listener of
 * its type: the app's listeners load after the page, and the socket may be authenticated before they have.
 */
export const UNCLAIMED_PRIVATE_MS = 60_000;
const UNCLAIMED_PRIVATE_LIMIT = 50;
/** The server takes at most 300 channels per message. */
const CHANNELS_PER_MESSAGE = 200;

const OPEN = 1;

/** What the client needs of a WebSocket; the browser's fits, and tests hand in a fake. */
export interface PushSocket {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(): void;
}
export type PushSocketFactory = (url: string) => PushSocket;

/** The latest data per channel, delivered at most once per animation frame. */
export type QuoteBatch = ReadonlyMap<string, unknown>;

type PrivateListener = (data: unknown) => void;

/** A private event as it reached the socket: with the login it came to and when (it is for that login only). */
interface PrivateArrival {
  type: string;
  data: unknown;
  token: string | null;
  at: number;
}

interface Timers {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** Runs `fn` before the next paint (requestAnimationFrame in a browser). */
  requestFrame: (fn: () => void) => void;
}

export interface PushClientOptions {
  url: string;
  createSocket: PushSocketFactory;
  /** The login token, sent with `auth` after each open. */
  getToken: () => string | null;
  /** Receives coalesced ticks: the newest per channel since the last frame. */
  onQuotes: (batch: QuoteBatch) => void;
  /**
   * The check of a private event's data against the contract (`parsePrivateEvent`), or how to load it: the app
   * loads it once someone is logged in and a private listener is registered, so its schemas stay out of a visitor's
   * load; events that arrive before it has loaded are handed on, in order, once it has.
   */
  privateEvents: { parse: PrivateEventParser } | { load: () => Promise<PrivateEventParser> };
  timers?: Partial<Timers>;
}

export type PrivateEventParser = typeof parsePrivateEvent;

const defaultTimers = (): Timers => ({
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  requestFrame: (fn) =>
    typeof globalThis.requestAnimationFrame === 'function'
      ? void globalThis.requestAnimationFrame(() => fn())
      : void globalThis.setTimeout(fn, 16),
});

/** 'UsStock.AAPL' → 'UsStock'. */
const marketTypeOf = (channel: string) => channel.slice(0, Math.max(0, channel.indexOf('.')));

function groupByMarketType(channels: Iterable<string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const channel of channels) {
    const type = marketTypeOf(channel);
    const list = groups.get(type) ?? [];
    list.push(channel);
    groups.set(type, list);
  }
  return groups;
}

/**
 * The app's one /push connection (docs/design.md §3). Components ask for the channels they show; a channel is
 * subscribed while anyone needs it and unsubscribed when nobody does. After a reconnect every needed channel is
 * subscribed again. Quotes are coalesced: per animation frame the newest quote of each channel is handed on once.
 * Private events (for the logged-in user) go to whoever listens for their type.
 */
export class PushClient {
  readonly #options: PushClientOptions;
  readonly #timers: Timers;
  /** How many holders want each channel. */
  readonly #wanted = new Map<string, number>();
  /** What the server has been told on the current socket. */
  readonly #subscribed = new Set<string>();
  readonly #privateListeners = new Map<string, Set<PrivateListener>>();
  readonly #authenticatedListeners = new Set<() => void>();
  #pending = new Map<string, unknown>();
  #frameRequested = false;
  #syncQueued = false;
  #socket: PushSocket | null = null;
  #started = false;
  #reconnectTimer: unknown = null;
  #pingTimer: unknown = null;
  #retryTimer: unknown = null;
  #silenceTimer: unknown = null;
  #parsePrivate: PrivateEventParser | null = null;
  #loadingParser: Promise<PrivateEventParser> | null = null;
  /** Private events received before the check loaded, in order. */
  #privateBacklog: PrivateArrival[] = [];
  /** Private events of types nobody listened for when they came, in order, for the first listener of their type. */
  #unclaimed: PrivateArrival[] = [];

  constructor(options: PushClientOptions) {
    this.#options = options;
    this.#timers = { ...defaultTimers(), ...options.timers };
    if ('parse' in options.privateEvents) this.#parsePrivate = options.privateEvents.parse;
  }

  /** Starts loading the private events' check (once; a failed load is tried again by the next event). */
  #loadPrivateParser(): void {
    const events = this.#options.privateEvents;
    if (this.#parsePrivate || this.#loadingParser || !('load' in events)) return;
    this.#loadingParser = events.load().then(
      (parse) => {
        this.#parsePrivate = parse;
        for (const event of this.#privateBacklog.splice(0)) this.#deliverPrivate(event);
        return parse;
      },
      (error: unknown) => {
        this.#loadingParser = null;
        throw error;
      },
    );
    this.#loadingParser.catch(() => undefined);
  }

  /** Opens the connection (idempotent); it is kept open, and reopened after losses, until `stop`. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#connect();
  }

  /** Closes the connection for good (until `start` again); subscriptions are kept for then. */
  stop(): void {
    this.#started = false;
    this.#unclaimed = [];
    this.#privateBacklog = [];
    this.#clearTimers();
    const socket = this.#socket;
    this.#socket = null;
    this.#subscribed.clear();
    if (socket) {
      this.#detach(socket);
      socket.close();
    }
  }

  get connected(): boolean {
    return this.#socket?.readyState === OPEN;
  }

  /** The channels currently wanted (for tests and diagnostics). */
  get channels(): string[] {
    return [...this.#wanted.keys()];
  }

  /**
   * Holds the channels until the returned release is called. Changes made in the same task are sent together, so a
   * screen re-rendering its rows does not unsubscribe and subscribe again.
   */
  subscribe(channels: readonly string[]): () => void {
    const unique = [...new Set(channels.filter((c) => c.length > 0))];
    for (const channel of unique) this.#wanted.set(channel, (this.#wanted.get(channel) ?? 0) + 1);
    this.#queueSync();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const channel of unique) {
        const count = (this.#wanted.get(channel) ?? 0) - 1;
        if (count > 0) this.#wanted.set(channel, count);
        else this.#wanted.delete(channel);
      }
      this.#queueSync();
    };
  }

  /**
   * Calls `listener` with the data of each private event of this type until the returned stop is called. Only data
   * that matches the contract is handed on. An event of a type nobody listened for when it came (the app's listeners
   * had not loaded yet) is handed to the first listeners of its type, registered in the same task, if it is at most
   * `UNCLAIMED_PRIVATE_MS` old and came to the same login; otherwise it is dropped.
   */
  onPrivate<K extends PrivateEventType>(type: K, listener: (data: PrivateEventData<K>) => void): () => void {
    let listeners = this.#privateListeners.get(type);
    if (!listeners) this.#privateListeners.set(type, (listeners = new Set()));
    const entry = listener as PrivateListener;
    listeners.add(entry);
    // Private events come only to a logged-in socket: their check loads once someone is (not for a visitor).
    if (this.#options.getToken()) this.#loadPrivateParser();
    // After the other listeners registered in this task (one commit's effects), so that they all hear it.
    if (this.#unclaimed.some((e) => e.type === type)) queueMicrotask(() => this.#handUnclaimed(type));
    return () => void listeners.delete(entry);
  }

  /**
   * Calls `listener` each time the server says this socket is authenticated (after each connect, reconnect or login),
   * until the returned stop is called. A private event published before then never reached this socket: from here
   * on none is missed, so what the user sees may be fetched again then.
   */
  onAuthenticated(listener: () => void): () => void {
    const entry = () => listener();
    this.#authenticatedListeners.add(entry);
    return () => void this.#authenticatedListeners.delete(entry);
  }

  /** The login changed: a new token authenticates this socket; a logout starts an anonymous one. */
  refreshAuth(): void {
    if (!this.#started) return;
    const token = this.#options.getToken();
    if (token && this.connected) {
      this.#send({ event: 'auth', token });
      if (this.#privateListeners.size > 0) this.#loadPrivateParser();
    } else if (!token && this.#socket) {
      this.#unclaimed = [];
      this.#privateBacklog = [];
      this.#replaceSocket();
    }
  }

  #connect(): void {
    if (!this.#started) return;
    let socket: PushSocket;
    try {
      socket = this.#options.createSocket(this.#options.url);
    } catch {
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => this.#onOpen(socket);
    socket.onmessage = (event) => this.#onMessage(socket, event);
    socket.onclose = () => this.#onLost(socket);
    socket.onerror = () => this.#onLost(socket);
  }

  #onOpen(socket: PushSocket): void {
    if (socket !== this.#socket) return;
    this.#subscribed.clear();
    const token = this.#options.getToken();
    if (token) {
      this.#send({ event: 'auth', token });
      if (this.#privateListeners.size > 0) this.#loadPrivateParser();
    }
    this.#sync();
    this.#watchSilence();
  }

  #onMessage(socket: PushSocket, event: MessageEvent): void {
    if (socket !== this.#socket) return;
    this.#watchSilence();
    if (typeof event.data !== 'string') return;
    let message: unknown;
    try {
      message = JSON.parse(event.data);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const {
      event: kind,
      channel,
      type,
      data,
    } = message as { event?: unknown; channel?: unknown; type?: unknown; data?: unknown };
    if (kind === 'ping') {
      this.#send({ event: 'pong' });
      this.#timers.clearTimeout(this.#pingTimer);
      this.#pingTimer = this.#timers.setTimeout(() => this.#send({ event: 'ping' }), PING_AFTER_SERVER_PING_MS);
    } else if (kind === 'quote' && typeof channel === 'string' && this.#wanted.has(channel)) {
      this.#pending.set(channel, data);
      this.#requestFrame();
    } else if (kind === 'private' && typeof type === 'string') {
      this.#deliverPrivate({ type, data, token: this.#options.getToken(), at: this.#timers.now() });
    } else if (kind === 'auth' && (message as { ok?: unknown }).ok === true) {
      for (const listener of [...this.#authenticatedListeners]) listener();
    }
  }

  #deliverPrivate(event: PrivateArrival): void {
    // Held or waiting for the check while the login changed: it was for the login it came to, and nobody else.
    if (event.token !== this.#options.getToken()) return;
    const listeners = this.#privateListeners.get(event.type);
    if (!listeners || listeners.size === 0) {
      // The socket was authenticated (and the screen's data fetched again) before this type's listener loaded: this
      // event is the only news of the change, so it waits for that listener instead of being lost.
      this.#unclaimed.push(event);
      if (this.#unclaimed.length > UNCLAIMED_PRIVATE_LIMIT) this.#unclaimed.shift();
      return;
    }
    if (!this.#parsePrivate) {
      this.#privateBacklog.push(event);
      this.#loadPrivateParser();
      return;
    }
    // A private event is a hint to refresh; one the contract does not describe is dropped, not guessed at.
    const parsed = this.#parsePrivate(event.type, event.data);
    if (parsed === undefined) return;
    for (const listener of [...listeners]) listener(parsed);
  }

  /** Hands the held events of `type` (recent, of this login) to its listeners, in the order they came. */
  #handUnclaimed(type: string): void {
    const now = this.#timers.now();
    const held = this.#unclaimed.filter((e) => e.type === type);
    this.#unclaimed = this.#unclaimed.filter((e) => e.type !== type && now - e.at <= UNCLAIMED_PRIVATE_MS);
    for (const e of held) if (now - e.at <= UNCLAIMED_PRIVATE_MS) this.#deliverPrivate(e);
  }

  /** A close or an error: forget this socket and try again in 5 s. */
  #onLost(socket: PushSocket): void {
    if (socket !== this.#socket) return;
    this.#detach(socket);
    this.#socket = null;
    this.#subscribed.clear();
    this.#clearTimers();
    this.#scheduleReconnect();
  }

  #replaceSocket(): void {
    const socket = this.#socket;
    if (socket) {
      this.#detach(socket);
      socket.close();
    }
    this.#socket = null;
    this.#subscribed.clear();
    this.#clearTimers();
    this.#connect();
  }

  #scheduleReconnect(): void {
    if (!this.#started) return;
    this.#timers.clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = this.#timers.setTimeout(() => {
      this.#reconnectTimer = null;
      this.#connect();
    }, RECONNECT_MS);
  }

  #watchSilence(): void {
    this.#timers.clearTimeout(this.#silenceTimer);
    this.#silenceTimer = this.#timers.setTimeout(() => this.#replaceSocket(), SILENCE_LIMIT_MS);
  }

  #detach(socket: PushSocket): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }

  #clearTimers(): void {
    for (const timer of [this.#reconnectTimer, this.#pingTimer, this.#retryTimer, this.#silenceTimer]) {
      this.#timers.clearTimeout(timer);
    }
    this.#reconnectTimer = this.#pingTimer = this.#retryTimer = this.#silenceTimer = null;
  }

  #queueSync(): void {
    if (this.#syncQueued) return;
    this.#syncQueued = true;
    queueMicrotask(() => {
      this.#syncQueued = false;
      this.#sync();
    });
  }

  /** Tells the server the difference between what is wanted and what it has; retried in 5 s if it cannot. */
  #sync(): void {
    const add = [...this.#wanted.keys()].filter((c) => !this.#subscribed.has(c));
    const remove = [...this.#subscribed].filter((c) => !this.#wanted.has(c));
    for (const channel of remove) this.#pending.delete(channel);
    if (add.length === 0 && remove.length === 0) return;
    if (!this.connected) {
      if (this.#started && this.#socket) this.#retrySoon();
      return;
    }
    const sent = this.#sendChannels('unsubscribe', remove) && this.#sendChannels('subscribe', add);
    if (!sent) this.#retrySoon();
  }

  #sendChannels(event: 'subscribe' | 'unsubscribe', channels: string[]): boolean {
    for (const [marketType, list] of groupByMarketType(channels)) {
      for (let i = 0; i < list.length; i += CHANNELS_PER_MESSAGE) {
        const chunk = list.slice(i, i + CHANNELS_PER_MESSAGE);
        if (!this.#send({ event, channel: chunk.join(','), marketType })) return false;
        for (const channel of chunk) {
          if (event === 'subscribe') this.#subscribed.add(channel);
          else this.#subscribed.delete(channel);
        }
      }
    }
    return true;
  }

  #retrySoon(): void {
    if (this.#retryTimer !== null) return;
    this.#retryTimer = this.#timers.setTimeout(() => {
      this.#retryTimer = null;
      this.#sync();
    }, SUBSCRIBE_RETRY_MS);
  }

  #send(message: PushClientMessage): boolean {
    const socket = this.#socket;
    if (!socket || socket.readyState !== OPEN) return false;
    try {
      socket.send(JSON.stringify(message));
      return true;
    } catch {
      return false;
    }
  }

  #requestFrame(): void {
    if (this.#frameRequested) return;
    this.#frameRequested = true;
    this.#timers.requestFrame(() => {
      this.#frameRequested = false;
      const batch = this.#pending;
      this.#pending = new Map();
      if (batch.size > 0) this.#options.onQuotes(batch);
    });
  }
}
