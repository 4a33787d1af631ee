import { useSyncExternalStore } from 'react';
import { type PriceColors, priceColorStore } from './price-colors';

export function usePriceColors(): [PriceColors, (value: PriceColors) => void] {
  const value = useSyncExternalStore(priceColorStore.subscribe, priceColorStore.get, priceColorStore.get);
  return [value, priceColorStore.set];
}
