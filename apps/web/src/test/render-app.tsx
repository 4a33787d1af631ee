import type { EndpointName, Endpoints, InputOf, OutputOf, User } from '@bourse/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ApiProvider } from '../api/ApiProvider';
import type { BourseApi } from '../api/api';
import { ApiError } from '../api/api-error';
import { createPush } from '../api/create-push';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';
import * as screens from '../app/screens';
import { sessionStore } from '../session/session-store';
import { fakeSockets } from './fake-websocket';

// The screens are lazy in the app (app/screens.ts): their code is loaded once here, so a test renders them at once.
await Promise.all(
  Object.values(screens).map((s) => (typeof s === 'function' && 'preload' in s ? s.preload() : undefined)),
);

export type FakeHandlers = {
  [N in EndpointName]?: (input: InputOf<Endpoints[N]>) => OutputOf<Endpoints[N]> | Promise<OutputOf<Endpoints[N]>>;
};

/**
 * A stand-in for the API client: answers from handlers and records every call. Screens are tested against it
 * instead of a mocked fetch; the real client has its own tests.
 */
export function fakeApi(handlers: FakeHandlers = {}) {
  const call = vi.fn(async (name: EndpointName, input: unknown) => {
    const handler = handlers[name] as ((input: unknown) => unknown) | undefined;
    if (!handler) throw new ApiError(404, `No fake answer for ${name}`);
    return handler(input);
  });
  return { api: { call } as unknown as BourseApi, call };
}

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  name: '',
  phone: '',
  profilePhoto: '',
  userLoginId: 'trader_one',
  email: 'trader@example.com',
  inviteCode: 'INVITE42',
  hasPayPassword: false,
  kycStatus: 0,
  ...overrides,
});

interface RenderAppOptions {
  /** Logged in as this user (token 'test-token'); logged out when absent. */
  user?: User;
  handlers?: FakeHandlers;
}

/** Renders the real routes at a path, with a fresh query cache, a fake API and a fake /push socket. */
export function renderApp(path: string, { user, handlers = {} }: RenderAppOptions = {}) {
  if (user) sessionStore.start({ token: 'test-token', user });
  const fake = fakeApi({ ...(user ? { userInfo: () => user } : {}), ...handlers });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const net = fakeSockets();
  const push = createPush(queryClient, net.create, 'ws://bourse.test/push');
  const view = render(
    <ApiProvider client={fake.api}>
      <AppProviders queryClient={queryClient} push={push}>
        <RouterProvider router={router} />
      </AppProviders>
    </ApiProvider>,
  );
  return {
    ...view,
    router,
    call: fake.call,
    queryClient,
    /** The app's /push socket, played by the test (open it to let subscriptions through). */
    get socket() {
      return net.latest;
    },
    sockets: net.sockets,
  };
}
