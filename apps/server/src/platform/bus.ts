import { Redis } from 'ioredis';

/**
 * Messages between the nodes of a cluster: ticks from the leader's feed, private events for sockets on other nodes.
 * Embedded mode delivers in-process; cluster mode goes through Redis pub/sub. Delivery is at-most-once, which suits
 * both: a lost tick is replaced by the next, and private events are hints to refresh.
 */
export interface Bus {
  publish(topic: string, message: unknown): void;
  subscribe(topic: string, handler: (message: unknown) => void): void;
  /**
   * Settles once every subscription made so far is in force (Redis confirms a SUBSCRIBE after a round trip); rejects
   * when one was refused.
   */
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

/**
 * The Redis prefix of one deployment, for its channels and its rate limits' counters: its database (host, port and
 * name). The nodes of a cluster share the database, so they hear each other and count together; deployments that
 * share a Redis but not a database (a staging beside production, test files running at once) never hear each other's
 * ticks or notes, nor count each other's logins.
 */
export function deploymentPrefix(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'bourse:';
  const u = new URL(databaseUrl);
  return `bourse:${u.hostname}:${u.port || '5432'}${u.pathname}:`;
}

/** A client that never connected cannot QUIT (the command waits for a connection forever): it is dropped instead. */
const closeClient = (client: Redis) => (client.status === 'ready' ? client.quit() : (client.disconnect(), undefined));

export function redisBus(url: string, onError: (err: Error) => void = () => {}, prefix = 'bourse:'): Bus {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  pub.on('error', onError);
  sub.on('error', onError);
  const handlers = new Map<string, Array<(m: unknown) => void>>();
  /** Each SUBSCRIBE's outcome: false when Redis refused it (reported through onError). */
  const confirmations: Promise<boolean>[] = [];
  sub.on('message', (channel: string, raw: string) => {
    const list = handlers.get(channel.slice(prefix.length));
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
      pub.publish(prefix + topic, JSON.stringify(message)).catch(onError);
    },
    subscribe(topic, handler) {
      if (!handlers.has(topic)) {
        confirmations.push(
          sub.subscribe(prefix + topic).then(
            () => true,
            (err: unknown) => {
              onError(err as Error);
              return false;
            },
          ),
        );
      }
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    async subscribed() {
      if ((await Promise.all(confirmations)).includes(false)) throw new Error('Redis refused a subscription');
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([closeClient(pub), closeClient(sub)]);
    },
  };
}
