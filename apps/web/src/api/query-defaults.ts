/** Shared stale times, so features agree on what "fresh" means. */
export const StaleTime = {
  /** Account facts: refetched on mount after this. */
  short: 30_000,
  /** Rarely changing reference data (app version, area list). */
  long: 10 * 60_000,
} as const;

/**
 * Every query key of data that belongs to the logged-in user starts with this, so ending a session
 * can drop all of it at once.
 */
export const USER_SCOPE = 'user';
