/** The account feature's public file: what other features and app/ may use (docs/architecture.md). */
import { lazyScreen } from '../../lib/lazy-screen';

// The app shell needs this feature at start (the user, RequireAuth): its screens load apart, on first use.
export const ForgetScreen = lazyScreen(() => import('./ForgetScreen'), 'ForgetScreen');
export { matches, required } from '../../ui/form-rules';
export const LoginScreen = lazyScreen(() => import('./LoginScreen'), 'LoginScreen');
export { useLogout, useSavePayPassword, useUpdatePassword } from './mutations';
export { accountKeys, useCurrentUser } from './queries';
export { redirectTarget } from './redirect';
export const RegisterScreen = lazyScreen(() => import('./RegisterScreen'), 'RegisterScreen');
export { RequireAuth } from './RequireAuth';
export { twoFactorKeys, useTwoFactorEnrol, useTwoFactorStatus, useTwoFactorSwitch } from './two-factor';
