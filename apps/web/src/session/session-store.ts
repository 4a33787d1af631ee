import { type Session, type User, userSchema } from '@bourse/contract';
import { StorageKey, storage } from '../lib/storage';

export interface SessionSnapshot {
  token: string | null;
  user: User | null;
}

function readUser(): User | null {
  const raw = storage.get(StorageKey.user);
  if (!raw) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const read = (): SessionSnapshot => ({ token: storage.get(StorageKey.token), user: readUser() });

let snapshot: SessionSnapshot = read();
const listeners = new Set<() => void>();

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Token and user, kept in local storage (docs/product.md §3 and §6) and observable by React. */
export const sessionStore = {
  getSnapshot: (): SessionSnapshot => snapshot,
  getToken: (): string | null => snapshot.token,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  start(session: Session): void {
    storage.set(StorageKey.token, session.token);
    storage.set(StorageKey.user, JSON.stringify(session.user));
    publish({ token: session.token, user: session.user });
  },

  setUser(user: User): void {
    const json = JSON.stringify(user);
    if (snapshot.token === null || json === JSON.stringify(snapshot.user)) return;
    storage.set(StorageKey.user, json);
    publish({ ...snapshot, user });
  },

  clear(): void {
    storage.remove(StorageKey.token);
    storage.remove(StorageKey.user);
    if (snapshot.token !== null || snapshot.user !== null) publish({ token: null, user: null });
  },

  /** Re-reads storage (another tab logged in or out; tests). */
  reload(): void {
    publish(read());
  },

  lastAccount: (): string => storage.get(StorageKey.account) ?? '',
  rememberAccount(username: string): void {
    storage.set(StorageKey.account, username);
  },
};
