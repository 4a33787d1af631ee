/**
 * Yielding to the browser between pieces of start-up work. The opening screen's effects all run in one task after its
 * first commit: every query starting its request, the /push socket opening, listeners being added. Together they made
 * the longest task of a first load (40–70 ms on a 2-core machine, the most of Lighthouse's blocking time), during
 * which the page could answer no tap. Each piece run in a task of its own keeps every task short.
 */

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task: with `scheduler.yield()` where the browser has it (the continuation goes ahead of other
 * queued tasks, after input and rendering), else by a message to this page (unlike a timer, never throttled to 4 ms).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `setUp` soon in a task of its own, not in the one asking (an effect: `useEffect(() => inOwnTask(…), deps)`).
 * The function returned cancels it if it has not run yet, or calls the cleanup `setUp` returned.
 */
export function inOwnTask(setUp: () => (() => void) | void): () => void {
  let cleanUp: (() => void) | void;
  let cancelled = false;
  void nextTask().then(() => {
    if (!cancelled) cleanUp = setUp();
  });
  return () => {
    cancelled = true;
    cleanUp?.();
  };
}
