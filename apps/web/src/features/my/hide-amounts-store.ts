import { StorageKey, storage } from '../../lib/storage';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The My screen's eye toggle, remembered in local storage as `bourse_hide_amounts`. */
export const hideAmountsStore = {
  get: (): boolean => storage.get(StorageKey.hideAmounts) === '1',
  set(hidden: boolean) {
    if (hidden) storage.set(StorageKey.hideAmounts, '1');
    else storage.remove(StorageKey.hideAmounts);
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
