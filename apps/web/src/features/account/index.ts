/** The account feature's public file: what other features and app/ may use (docs/architecture.md). */
export { ForgetScreen } from './ForgetScreen';
export { matches, required } from './form-rules';
export { LoginScreen } from './LoginScreen';
export { useLogout, useSavePayPassword, useUpdatePassword } from './mutations';
export { EMPTY_PASSWORDS, PasswordFields, type PasswordValues } from './PasswordFields';
export { PAY_PASSWORD_LENGTH, PayPasswordInput } from './PayPasswordInput';
export { accountKeys, useCurrentUser } from './queries';
export { redirectTarget } from './redirect';
export { RegisterScreen } from './RegisterScreen';
export { RequireAuth } from './RequireAuth';
