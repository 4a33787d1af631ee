import type { AdminMe } from '@bourse/contract';
import type { AuthProvider } from 'react-admin';
import { ApiError, call, session } from './client';

let me: Promise<AdminMe> | undefined;
/** Who is signed in (asked once per sign-in). */
export const whoAmI = () => (me ??= call('adminMe', {}).catch((e: unknown) => ((me = undefined), Promise.reject(e))));
export const forgetMe = () => {
  me = undefined;
};

/** The answers that end the back-office session: no login, not staff, or the second factor not passed. */
const ENDS_SESSION = new Set(['Staff only', 'Second factor required']);

/**
 * Sign-in is done by the login page (password, then the authenticator code against the staff endpoints); react-admin's
 * `login` then only confirms the session passed the second factor.
 */
export const authProvider: AuthProvider = {
  login: async () => {
    forgetMe();
    const who = await whoAmI();
    if (who.secondFactor !== 1) throw new Error('Enter the code from your authenticator app');
  },
  logout: async () => {
    if (session.get()) await call('logout', {}).catch(() => undefined);
    session.clear();
    forgetMe();
  },
  checkAuth: async () => {
    if (!session.get()) throw new Error('Please sign in');
    const who = await whoAmI();
    if (who.secondFactor !== 1) throw new Error('Second factor required');
  },
  checkError: async (error: unknown) => {
    if (error instanceof ApiError && (error.code === 401 || (error.code === 403 && ENDS_SESSION.has(error.message)))) {
      session.clear();
      forgetMe();
      throw new Error(error.message);
    }
  },
  getPermissions: async () => (session.get() ? (await whoAmI()).permissions : []),
  getIdentity: async () => {
    const who = await whoAmI();
    return { id: who.id, fullName: `${who.email} (${who.role})` };
  },
};
