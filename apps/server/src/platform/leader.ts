import pg from 'pg';

/** Whether this node runs the singletons (feed, order triggers, schedulers): docs/design.md §1. */
export interface Leadership {
  isLeader(): boolean;
  /** Called with true when this node becomes leader and false when it stops being one. */
  onChange(listener: (leader: boolean) => void): void;
  stop(): Promise<void>;
}

/** Embedded mode: the only node leads. */
export function soleLeadership(): Leadership {
  return { isLeader: () => true, onChange: (l) => l(true), stop: async () => {} };
}

/** A stable 64-bit key for pg_try_advisory_lock, derived from a name. */
const LOCK_KEY = 0x426f757273650001n; // "Bourse" + 1

/**
 * PostgreSQL advisory lock on a dedicated session: the node holding it leads. If the session dies (node crash,
 * network cut) PostgreSQL releases the lock and another node takes it on its next try, within `retryMs`.
 */
export function pgLeadership(
  connectionString: string,
  opts: { retryMs?: number; onError?: (err: Error) => void } = {},
): Leadership {
  const retryMs = opts.retryMs ?? 2_000;
  const listeners: Array<(leader: boolean) => void> = [];
  let leader = false;
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const setLeader = (value: boolean) => {
    if (value === leader) return;
    leader = value;
    for (const l of listeners) l(value);
  };

  const dropClient = () => {
    const c = client;
    client = undefined;
    setLeader(false);
    c?.end().catch(() => {});
  };

  const attempt = async () => {
    if (stopped) return;
    try {
      if (!client) {
        const c = new pg.Client({ connectionString });
        c.on('error', (err) => {
          opts.onError?.(err);
          if (client === c) dropClient();
        });
        await c.connect();
        client = c;
      }
      if (leader) {
        // Still alive? A failed query means the session (and the lock) is gone.
        await client.query('select 1');
      } else {
        const res = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [LOCK_KEY.toString()]);
        setLeader(res.rows[0]?.ok === true);
      }
    } catch (err) {
      opts.onError?.(err as Error);
      dropClient();
    } finally {
      // Fire and forget: attempt() catches its own errors (reported through onError) and never rejects.
      if (!stopped) timer = setTimeout(() => void attempt(), retryMs);
    }
  };
  void attempt();

  return {
    isLeader: () => leader,
    onChange: (l) => {
      listeners.push(l);
      if (leader) l(true);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      setLeader(false);
      await c?.end().catch(() => {});
    },
  };
}
