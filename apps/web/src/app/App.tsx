import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';
import { createPush } from '../api/create-push';
import { setNavigator } from '../lib/navigation';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './query-client';
import { routes } from './routes';

/**
 * The route table in React Router's declarative mode (BrowserRouter + useRoutes): the app uses no loaders, actions
 * or other data-router parts, and this mode keeps about 15 KB of compressed script out of the first load
 * (docs/decisions.md, Web platform).
 */
export function AppRoutes() {
  const navigate = useNavigate();
  // Code outside React (the API client's expired-login handling) navigates through the router.
  useEffect(() => setNavigator((path) => void navigate(path, { replace: true })), [navigate]);
  return useRoutes(routes);
}

/** `queryClient`: the cache the app starts with (main.tsx fills it with the opening screen's data); a new one if none. */
export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [push] = useState(() => createPush(queryClient));
  return (
    <AppProviders queryClient={queryClient} push={push}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
