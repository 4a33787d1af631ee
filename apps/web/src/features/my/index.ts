/** The My tab's public file: what other features and app/ may use. */
export { LoginPasswordScreen } from './LoginPasswordScreen';
export { MyScreen } from './MyScreen';
export { PayPasswordScreen } from './PayPasswordScreen';
export { SettingScreen } from './SettingScreen';
export { TwoFactorScreen } from './TwoFactorScreen';
