/**
 * Shared stale times, so features agree on what "fresh" means. `short` is the query client's default
 * (app/query-client.ts), so a query states no stale time unless its data keeps fresh for another span; a feature
 * whose data does names that span once, as a constant in its queries (docs/decisions.md, Web app).
 */
export const StaleTime = {
  /** Server data in general: fetched again on mount after this. The default. */
  short: 30_000,
  /** Reference data that changes with a release or a staff edit (app version, deposit channels). */
  long: 10 * 60_000,
  /** Never stale by age: cache entries the push socket writes, assets shipped with the app. */
  never: Infinity,
} as const;

/**
 * Every query key of data that belongs to the logged-in user starts with this, so ending a session
 * can drop all of it at once.
 */
export const USER_SCOPE = 'user';
