/** The My tab's public file: what other features and app/ may use. */
import { lazyScreen } from '../../lib/lazy-screen';

export { MyScreen } from './MyScreen';
// The settings screens bring forms, the authenticator's QR code and identity: they load apart, on first use, so the Me
// tab's own chunk stays small.
export const LoginPasswordScreen = lazyScreen(() => import('./LoginPasswordScreen'), 'LoginPasswordScreen');
export const PayPasswordScreen = lazyScreen(() => import('./PayPasswordScreen'), 'PayPasswordScreen');
export const SettingScreen = lazyScreen(() => import('./SettingScreen'), 'SettingScreen');
export const TwoFactorScreen = lazyScreen(() => import('./TwoFactorScreen'), 'TwoFactorScreen');
