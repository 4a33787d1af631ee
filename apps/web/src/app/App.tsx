import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createPush } from '../api/create-push';
import { setNavigator } from '../lib/navigation';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './query-client';
import { routes } from './routes';

const router = createBrowserRouter(routes);
setNavigator((path) => void router.navigate(path, { replace: true }));

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [push] = useState(() => createPush(queryClient));
  return (
    <AppProviders queryClient={queryClient} push={push}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
