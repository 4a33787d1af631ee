import { Redis } from 'ioredis';

/**
 * Messages between the nodes of a cluster: ticks from the leader's feed, private events for sockets on other nodes.
 * Embedded mode delivers in-process; cluster mode goes through Redis pub/sub. Delivery is at-most-once, which suits
 * both: a lost tick is replaced by the next, and private events are hints to refresh.
 */
export interface Bus {
  publish(topic: string, message: unknown): void;
  subscribe(topic: string, handler: (message: unknown) => void): void;
  /** Settles once every subscription made so far is in force (Redis confirms a SUBSCRIBE after a round trip). */
  subscribed(): Promise<void>;
  close(): Promise<void>;
}

export function localBus(): Bus {
  const handlers = new Map<string, Array<(m: unknown) => void>>();
  return {
    publish(topic, message) {
      for (const h of handlers.get(topic) ?? []) h(message);
    },
    subscribe(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    subscribed: async () => {},
    close: async () => handlers.clear(),
  };
}

const PREFIX = 'bourse:';

export function redisBus(url: string, onError: (err: Error) => void = () => {}): Bus {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  pub.on('error', onError);
  sub.on('error', onError);
  const handlers = new Map<string, Array<(m: unknown) => void>>();
  const confirmations: Promise<unknown>[] = [];
  sub.on('message', (channel: string, raw: string) => {
    const list = handlers.get(channel.slice(PREFIX.length));
    if (!list) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    // A handler that throws here would throw inside ioredis's reader, an uncaught exception that ends the process:
    // one bad message (a node of another version, say) must not take down every node.
    for (const h of list) {
      try {
        h(message);
      } catch (err) {
        onError(err as Error);
      }
    }
  });
  return {
    publish(topic, message) {
      pub.publish(PREFIX + topic, JSON.stringify(message)).catch(onError);
    },
    subscribe(topic, handler) {
      if (!handlers.has(topic)) confirmations.push(sub.subscribe(PREFIX + topic).catch(onError));
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    async subscribed() {
      await Promise.all(confirmations);
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
