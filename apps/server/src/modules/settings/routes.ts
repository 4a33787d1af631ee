import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as service from './service.ts';

/** The back office's settings: read with `settings.read`, changed (audited) with `settings.write`. */
export async function settingsRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  await service.startSettings(app, ctx);
  route(app, auth, endpoints.staffSettings, () => service.list(ctx));
  route(app, auth, endpoints.staffSettingsUpdate, ({ input, user }) => service.change(ctx, user.id, input));
}
