import type { Session, User } from '@bourse/contract';
import { StorageKey, storage } from '../lib/storage';

export interface SessionSnapshot {
  token: string | null;
  user: User | null;
}

/**
 * The stored user, as stored: an object, or null. Its check against the contract's user schema follows once that
 * schema has loaded (`checkStoredUser`), so the app starts without it; a user of another shape (stored by an older
 * version) is then dropped, and the user loaded at start takes its place.
 */
function readUser(): User | null {
  const raw = storage.get(StorageKey.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    void checkStoredUser(value);
    return value as User;
  } catch {
    return null;
  }
}

async function checkStoredUser(user: object): Promise<void> {
  const { userSchema } = await import('@bourse/contract/accounts');
  const parsed = userSchema.safeParse(user);
  if (parsed.success || snapshot.user !== user) return;
  storage.remove(StorageKey.user);
  publish({ ...snapshot, user: null });
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
