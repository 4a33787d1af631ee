import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as referral from './service.ts';

export function referralRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.shareInfo, ({ user }) => referral.shareInfo(ctx, user.id));
}
