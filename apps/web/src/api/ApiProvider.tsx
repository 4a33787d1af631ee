import { createContext, type ReactNode, useContext } from 'react';
import { api, type BourseApi } from './api';

const ApiContext = createContext<BourseApi>(api);

/** Lets tests hand screens a stand-in client; the app uses the real one by default. */
export function ApiProvider({ client, children }: { client: BourseApi; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export const useApi = (): BourseApi => useContext(ApiContext);
