import type { PushServerMessage } from '@bourse/contract';
import type { Bus } from '../platform/bus.ts';

/** What the hub needs of a socket: `ws`'s WebSocket fits. */
export interface PushSocket {
  readonly bufferedAmount: number;
  readonly readyState: number;
  send(data: string): void;
  terminate(): void;
}

const OPEN = 1;

/** The TCP socket under a `ws` WebSocket (its `_socket`): what the hub corks around one socket's writes of a flush. */
interface Corkable {
  cork(): void;
  uncork(): void;
}
const tcpOf = (socket: PushSocket): Corkable | undefined => (socket as { _socket?: Corkable })._socket;
/** A socket with more than this waiting in its send buffer is slow: it gets only the latest quote per channel. */
const SLOW_BUFFER_BYTES = 256 * 1024;
const MAX_CHANNELS_PER_SOCKET = 500;
const PRIVATE_TOPIC = 'private';
const SESSIONS_ENDED_TOPIC = 'sessions-ended';

/** Logins that ended (logout, password change): one session of a user, or all of them but one, or all. */
export interface EndedSessions {
  userId: number;
  sessionId?: number | undefined;
  exceptSessionId?: number | undefined;
}

interface Client {
  socket: PushSocket;
  channels: Set<string>;
  userId: number | undefined;
  /** The login the socket authenticated with: when it ends, the socket stops getting the user's private events. */
  sessionId: number | undefined;
  /** Quote lines not yet written, latest per channel: a newer quote replaces an unsent older one. */
  pending: Map<string, string>;
  lastSeen: number;
}

/**
 * Fans quotes out to the sockets subscribed to their channel. Writes are batched per event-loop turn; a slow socket
 * keeps only the newest quote per channel until its buffer drains, so it never holds up the others.
 */
export class PushHub {
  readonly #clients = new Map<PushSocket, Client>();
  readonly #byChannel = new Map<string, Set<Client>>();
  readonly #dirty = new Set<Client>();
  #flushScheduled = false;
  readonly #now: () => number;
  readonly #bus: Bus | undefined;

  /** With a bus, private events reach the user's sockets on every node of a cluster. */
  constructor(now: () => number = Date.now, bus?: Bus) {
    this.#now = now;
    this.#bus = bus;
    bus?.subscribe(PRIVATE_TOPIC, (m) => {
      const { userId, type, data } = m as { userId: number; type: string; data: unknown };
      this.#deliverPrivate(userId, type, data);
    });
    bus?.subscribe(SESSIONS_ENDED_TOPIC, (m) => this.#forgetSessions(m as EndedSessions));
  }

  get size() {
    return this.#clients.size;
  }

  add(socket: PushSocket): void {
    this.#clients.set(socket, {
      socket,
      channels: new Set(),
      userId: undefined,
      sessionId: undefined,
      pending: new Map(),
      lastSeen: this.#now(),
    });
  }

  remove(socket: PushSocket): void {
    const client = this.#clients.get(socket);
    if (!client) return;
    for (const ch of client.channels) this.#byChannel.get(ch)?.delete(client);
    this.#dirty.delete(client);
    this.#clients.delete(socket);
  }

  seen(socket: PushSocket): void {
    const client = this.#clients.get(socket);
    if (client) client.lastSeen = this.#now();
  }

  authenticate(socket: PushSocket, user: { id: number; sessionId: number } | undefined): void {
    const client = this.#clients.get(socket);
    if (!client) return;
    client.userId = user?.id;
    client.sessionId = user?.sessionId;
  }

  /**
   * Logins have ended: their sockets (on every node) stop getting private events at once, and are told so with
   * `{event: 'auth', ok: false}`; they may authenticate again with a live token.
   */
  sessionsEnded(ended: EndedSessions): void {
    if (this.#bus) this.#bus.publish(SESSIONS_ENDED_TOPIC, ended);
    else this.#forgetSessions(ended);
  }

  #forgetSessions({ userId, sessionId, exceptSessionId }: EndedSessions): void {
    for (const client of this.#clients.values()) {
      if (client.userId !== userId || client.sessionId === exceptSessionId) continue;
      if (sessionId !== undefined && client.sessionId !== sessionId) continue;
      client.userId = undefined;
      client.sessionId = undefined;
      this.send(client.socket, { event: 'auth', ok: false });
    }
  }

  /** Answers the channels accepted; past the per-socket limit the rest are refused. */
  subscribe(socket: PushSocket, channels: string[]): string[] {
    const client = this.#clients.get(socket);
    if (!client) return [];
    const accepted: string[] = [];
    for (const ch of channels) {
      if (client.channels.size >= MAX_CHANNELS_PER_SOCKET && !client.channels.has(ch)) break;
      client.channels.add(ch);
      let set = this.#byChannel.get(ch);
      if (!set) {
        set = new Set();
        this.#byChannel.set(ch, set);
      }
      set.add(client);
      accepted.push(ch);
    }
    return accepted;
  }

  unsubscribe(socket: PushSocket, channels: string[]): void {
    const client = this.#clients.get(socket);
    if (!client) return;
    for (const ch of channels) {
      client.channels.delete(ch);
      client.pending.delete(ch);
      const set = this.#byChannel.get(ch);
      set?.delete(client);
      if (set?.size === 0) this.#byChannel.delete(ch);
    }
  }

  /** Whether anyone listens to `channel` (the feed may skip work for channels nobody watches). */
  watched(channel: string): boolean {
    return (this.#byChannel.get(channel)?.size ?? 0) > 0;
  }

  publish(channel: string, data: unknown): void {
    const set = this.#byChannel.get(channel);
    if (!set) return;
    // Serialized once for every subscriber: with hundreds of sockets on a channel this was most of the hub's work.
    const line = JSON.stringify({ event: 'quote', channel, data } satisfies PushServerMessage);
    for (const client of set) {
      client.pending.set(channel, line);
      this.#dirty.add(client);
    }
    this.#scheduleFlush();
  }

  /** A private event goes only to the sockets authenticated as that user. */
  publishPrivate(userId: number, type: string, data: unknown): void {
    if (this.#bus) this.#bus.publish(PRIVATE_TOPIC, { userId, type, data });
    else this.#deliverPrivate(userId, type, data);
  }

  #deliverPrivate(userId: number, type: string, data: unknown): void {
    const line = JSON.stringify({ event: 'private', type, data } satisfies PushServerMessage);
    for (const client of this.#clients.values()) {
      if (client.userId === userId && client.socket.readyState === OPEN) client.socket.send(line);
    }
  }

  send(socket: PushSocket, message: PushServerMessage): void {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  /** Pings every socket and drops those silent for longer than `deadAfterMs`. */
  heartbeat(deadAfterMs: number): void {
    const now = this.#now();
    const ping = JSON.stringify({ event: 'ping' } satisfies PushServerMessage);
    for (const client of [...this.#clients.values()]) {
      if (now - client.lastSeen > deadAfterMs) {
        client.socket.terminate();
        this.remove(client.socket);
      } else if (client.socket.readyState === OPEN) {
        client.socket.send(ping);
      }
    }
  }

  #scheduleFlush() {
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    setImmediate(() => this.#flush());
  }

  #flush() {
    this.#flushScheduled = false;
    let slowOnes = false;
    for (const client of this.#dirty) {
      const { socket } = client;
      if (socket.readyState !== OPEN) {
        this.#dirty.delete(client);
        continue;
      }
      if (socket.bufferedAmount > SLOW_BUFFER_BYTES) {
        slowOnes = true;
        continue;
      }
      // Corked, the socket's frames of this flush leave in one write (one syscall) instead of one write each: the
      // write per message was most of the hub's time under load.
      const tcp = tcpOf(socket);
      tcp?.cork();
      for (const line of client.pending.values()) socket.send(line);
      tcp?.uncork();
      client.pending.clear();
      this.#dirty.delete(client);
    }
    // Slow sockets are retried shortly, with whatever is newest by then.
    if (slowOnes) setTimeout(() => this.#scheduleFlush(), 50).unref();
  }
}
