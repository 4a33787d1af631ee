import { useSyncExternalStore } from 'react';
import { hideAmountsStore } from './hide-amounts-store';

/** Whether amounts are masked, and a toggle that remembers the choice. */
export function useHideAmounts() {
  const hidden = useSyncExternalStore(hideAmountsStore.subscribe, hideAmountsStore.get, hideAmountsStore.get);
  return { hidden, toggle: () => hideAmountsStore.set(!hidden) };
}
