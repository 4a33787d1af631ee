/** The body of a call (docs/product.md §7); its URL is built with the contract's `fillPath` and `toQueryString`. */

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
