import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as deposits from './service.ts';

export function depositRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.depositChannels, async () => deposits.channels(ctx));
  route(app, auth, endpoints.depositCreate, ({ input, user, idempotency }) =>
    deposits.create(ctx, user.id, input, idempotency),
  );
  route(app, auth, endpoints.depositCredential, ({ input, user }) => deposits.attachCredential(ctx, user.id, input));
  route(app, auth, endpoints.depositList, ({ input, user }) => deposits.list(ctx, user.id, input));
}
