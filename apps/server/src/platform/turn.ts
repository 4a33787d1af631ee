/**
 * Lets the event loop turn: requests that arrived meanwhile run before the caller goes on. Background work (sweeps,
 * the strategy runner) awaits it between pieces, because SQLite answers synchronously: awaiting its queries alone
 * never lets the loop turn, so a long piece of work holds every request waiting behind it.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
