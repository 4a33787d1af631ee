/**
 * `load`, called at most once while it succeeds: every caller gets the first call's promise. A failed load is
 * forgotten, so the next caller tries again (a lost connection must not break a screen or a call for good).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
