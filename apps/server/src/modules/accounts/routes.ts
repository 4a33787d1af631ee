import { endpoints } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type Authenticate, route } from '../../platform/route.ts';
import * as accounts from './service.ts';
import * as totp from './totp.ts';

export function accountRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  route(app, auth, endpoints.getEmailCode, async ({ input, caller }) => {
    await accounts.requestEmailCode(ctx, input.email, input.type, caller);
    return null;
  });
  route(app, auth, endpoints.register, ({ input, caller }) => accounts.register(ctx, input, caller));
  route(app, auth, endpoints.login, ({ input, caller }) => accounts.login(ctx, input, caller));
  route(app, auth, endpoints.resetPassword, async ({ input }) => {
    await accounts.resetPassword(ctx, input);
    return null;
  });
  route(app, auth, endpoints.updatePassword, async ({ input, user }) => {
    await accounts.updatePassword(ctx, user, input);
    return null;
  });
  route(app, auth, endpoints.settingPayPassword, async ({ input, user }) => {
    await accounts.settingPayPassword(ctx, user, input.payPassword);
    return null;
  });
  route(app, auth, endpoints.updatePayPassword, async ({ input, user }) => {
    await accounts.updatePayPassword(ctx, user, input);
    return null;
  });
  route(app, auth, endpoints.userInfo, ({ user }) => accounts.userInfo(ctx, user));
  route(app, auth, endpoints.userTotpStatus, ({ user }) => totp.userStatus(ctx, user.id));
  route(app, auth, endpoints.userTotpEnrol, ({ user }) => totp.startEnrolment(ctx, user.id));
  route(app, auth, endpoints.userTotpEnable, ({ user, input }) => totp.enableForUser(ctx, user.id, input.code));
  route(app, auth, endpoints.userTotpDisable, ({ user, input }) => totp.disableForUser(ctx, user.id, input.code));
  route(app, auth, endpoints.logout, async ({ user }) => {
    await accounts.logout(ctx, user);
    return null;
  });
}
