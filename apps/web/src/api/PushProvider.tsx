import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { inOwnTask } from '../lib/tasks';
import { sessionStore } from '../session/session-store';
import type { PushClient } from './push-client';

const PushContext = createContext<PushClient | null>(null);

/** Hands the app's one /push connection down; opens it while mounted and follows logins and logouts. */
export function PushProvider({ client, children }: { client: PushClient; children: ReactNode }) {
  // Opened in a task of its own: a new WebSocket costs milliseconds, not to be added to the first screen's effects'
  // task (lib/tasks.ts).
  useEffect(
    () =>
      inOwnTask(() => {
        client.start();
        const unsubscribe = sessionStore.subscribe(() => client.refreshAuth());
        return () => {
          unsubscribe();
          client.stop();
        };
      }),
    [client],
  );
  return <PushContext.Provider value={client}>{children}</PushContext.Provider>;
}

export function usePushClient(): PushClient {
  const client = useContext(PushContext);
  if (!client) throw new Error('usePushClient needs a PushProvider');
  return client;
}
