import { useCallback, useRef } from 'react';

/** 32 random hex digits (getRandomValues works outside secure contexts too, unlike randomUUID). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * An `Idempotency-Key` per form submission (docs/design.md §3). The same request sent again (a double tap, a retry
 * after a network failure) carries the same key, so the server does it once; a changed request or a finished one
 * gets a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ request: string; key: string } | null>(null);

  /** The key to send with `request` (any JSON-able value that identifies what is asked). */
  const keyFor = useCallback((request: unknown) => {
    const serialized = JSON.stringify(request);
    if (current.current?.request !== serialized) current.current = { request: serialized, key: newKey() };
    return current.current.key;
  }, []);

  /** Call once the server has answered the submission: the next one is a new request. */
  const done = useCallback(() => {
    current.current = null;
  }, []);

  return { keyFor, done };
}

export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key });
