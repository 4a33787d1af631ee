import type { PushSocket } from '../api/push-client';

/**
 * A stand-in for the browser's WebSocket: records what the app sends and lets a test play the server. The one
 * mock of the push tests; everything above it is the real client and the real query cache.
 */
export class FakeWebSocket implements PushSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;

  readyState = FakeWebSocket.CONNECTING;
  readonly url: string;
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(url: string) {
    this.url = url;
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('not open');
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.readyState = FakeWebSocket.CLOSED;
  }

  // ---- the server's side ----

  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  receive(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  quote(channel: string, data: object): void {
    this.receive({ event: 'quote', channel, data });
  }

  /** An event for the authenticated user only, e.g. a funding decision. */
  privateEvent(type: string, data: object): void {
    this.receive({ event: 'private', type, data });
  }

  drop(): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close'));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
    this.drop();
  }

  /** The messages of one kind the app sent, e.g. every subscribe. */
  sentOf(event: string): Array<Record<string, unknown>> {
    return this.sent.filter(
      (m): m is Record<string, unknown> => typeof m === 'object' && m !== null && 'event' in m && m.event === event,
    );
  }
}

/** A socket factory that keeps every socket it made, newest last. */
export function fakeSockets() {
  const sockets: FakeWebSocket[] = [];
  return {
    sockets,
    create: (url: string) => {
      const socket = new FakeWebSocket(url);
      sockets.push(socket);
      return socket;
    },
    get latest(): FakeWebSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}
