import { useSyncExternalStore } from 'react';

/** Switches to the waiting version of the app and reloads the page into it. */
type Activate = () => Promise<void>;

let waiting: Activate | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/**
 * A new version of the app that the service worker has installed and holds back until the user agrees
 * (register-service-worker.ts offers it; ConnectionNotices asks).
 */
export const appUpdate = {
  offer(activate: Activate) {
    waiting = activate;
    emit();
  },
  /** The user chose to stay on this version; the new one starts the next time the app is opened. */
  dismiss() {
    waiting = null;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => waiting,
};

/** The waiting version's switch, or null while there is none. */
export const useAppUpdate = () => useSyncExternalStore(appUpdate.subscribe, appUpdate.get, appUpdate.get);
