import { useSyncExternalStore } from 'react';
import { type SessionSnapshot, sessionStore } from './session-store';

/** The stored token and user; re-renders when they change. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}
