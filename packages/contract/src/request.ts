/**
 * Pure helpers that turn a call of the contract into its URL (docs/product.md §7); the web client and the e2e API
 * helper build their requests with them.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fills `:name` segments from params; a missing param is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a GET (with its leading '?'), or '' when there is nothing to send. */
export function toQueryString(input: unknown): string {
  if (!isPlainObject(input)) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
