import { StorageKey, storage } from '../lib/storage';

/** Which colour means "up": green (default) or red (the Asian convention). */
export type PriceColors = 'green-up' | 'red-up';
export const DEFAULT_PRICE_COLORS: PriceColors = 'green-up';

const read = (): PriceColors => (storage.get(StorageKey.priceColors) === 'red-up' ? 'red-up' : DEFAULT_PRICE_COLORS);

let current: PriceColors = read();
const listeners = new Set<() => void>();

/** The stylesheet maps this attribute to --bourse-up and --bourse-down. */
const apply = (value: PriceColors) => {
  document.documentElement.dataset.priceColors = value;
};

export const priceColorStore = {
  get: (): PriceColors => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(value: PriceColors): void {
    current = value;
    storage.set(StorageKey.priceColors, value);
    apply(value);
    for (const listener of listeners) listener();
  },
  /** Applies the stored choice to the page (at start). */
  applyStored(): void {
    current = read();
    apply(current);
  },
};
