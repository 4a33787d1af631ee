import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as addresses from './service.ts';

export function cryptoAddressRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.addCryptoAddress, ({ input, user }) => addresses.add(ctx, user.id, input));
  route(app, auth, endpoints.deleteCryptoAddress, async ({ input, user }) => {
    await addresses.remove(ctx, user.id, input.id);
    return null;
  });
  route(app, auth, endpoints.selectCryptoAddress, ({ user }) => addresses.list(ctx, user.id));
}
