/** Pure helpers that turn a call into URL and body parts (docs/product.md §7). */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Drops null and undefined fields, recursively through plain objects and arrays. */
export function dropEmpty<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => dropEmpty(item)) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== null && field !== undefined) out[key] = dropEmpty(field);
  }
  return out as T;
}

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
