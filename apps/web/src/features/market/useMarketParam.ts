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

/**
 * A choice from one of the contract's code tables (`MarketTab`, `SubTab`: docs/product.md §3), kept in the URL query
 * as its code (`?tab=1`) and read by its name (`'us'`).
 */
export function useCodeParam<Name extends string>(
  param: string,
  table: Readonly<Record<Name, number>>,
  fallback: NoInfer<Name>,
): [Name, (name: Name) => void] {
  const names = Object.keys(table) as Name[];
  const codeOf = (name: Name) => String(table[name]);
  const [code, setCode] = useMarketParam(param, names.map(codeOf), codeOf(fallback));
  return [names.find((name) => codeOf(name) === code) ?? fallback, (name) => setCode(codeOf(name))];
}
