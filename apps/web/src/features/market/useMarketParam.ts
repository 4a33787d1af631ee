import { useSearchParams } from 'react-router';

/**
 * One of the Market screen's choices kept in the URL query (tab, sub-tab, filters), so Back from a quote returns to
 * the same list. Unknown values read as the default; changing a value replaces the history entry.
 */
export function useMarketParam<K extends string>(
  name: string,
  allowed: readonly K[],
  fallback: K,
): [K, (value: K) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = allowed.find((k) => k === raw) ?? fallback;
  const set = (next: K) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(name, next);
        return updated;
      },
      { replace: true },
    );
  return [value, set];
}
