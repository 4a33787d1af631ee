import type { Tick } from '@bourse/domain';
import type { Bus } from '../platform/bus.ts';

export type TickHandler = (ticks: readonly Tick[]) => void;

/**
 * Carries ticks from the node that runs the feed to every node's quote cache. Embedded mode has one process, so the
 * bus is a function call; cluster mode swaps in a Redis-backed bus, with only the leader publishing.
 */
export interface TickBus {
  publish(ticks: readonly Tick[]): void;
  /** Answers a function that removes the handler. */
  subscribe(handler: TickHandler): () => void;
  close(): Promise<void>;
}

/** Delivers each batch synchronously to every handler in this process. */
export class InProcessTickBus implements TickBus {
  readonly #handlers = new Set<TickHandler>();

  publish(ticks: readonly Tick[]): void {
    for (const handler of this.#handlers) handler(ticks);
  }

  subscribe(handler: TickHandler): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.#handlers.clear();
  }
}

const TICKS_TOPIC = 'ticks';

/** Ticks over the cluster's message bus (Redis in cluster mode): the leader publishes, every node applies. */
export class BusTickBus implements TickBus {
  readonly #bus: Bus;
  readonly #handlers = new Set<TickHandler>();

  constructor(bus: Bus) {
    this.#bus = bus;
    bus.subscribe(TICKS_TOPIC, (message) => {
      if (!Array.isArray(message)) return;
      for (const handler of this.#handlers) handler(message as Tick[]);
    });
  }

  publish(ticks: readonly Tick[]): void {
    if (ticks.length > 0) this.#bus.publish(TICKS_TOPIC, ticks);
  }

  subscribe(handler: TickHandler): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.#handlers.clear();
  }
}
