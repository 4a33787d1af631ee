/** Where a login sends the user: back to the page that asked for it (router state `from`), or the fallback. */
export function redirectTarget(state: unknown, fallback: string): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname === '/login') {
    return fallback;
  }
  return from.pathname + (typeof from.search === 'string' ? from.search : '');
}
