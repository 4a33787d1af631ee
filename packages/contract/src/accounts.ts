import { z } from 'zod';
import { KycStatus } from './codes.ts';
import { defineEndpoint } from './endpoint.ts';
import { totpCodeField } from './staff.ts';
import {
  emailCodeField,
  emailField,
  inviteCodeField,
  passwordField,
  payPasswordField,
  text,
  userLoginIdField,
} from './fields.ts';

export const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const EMAIL_CODE_RESEND_MS = 60_000;
export const EMAIL_CODE_MAX_TRIES = 5;

/** The User fields of docs/product.md §3 plus the account facts the app needs. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  profilePhoto: z.string(),
  userLoginId: z.string(),
  email: z.string(),
  inviteCode: z.string(),
  hasPayPassword: z.boolean(),
  kycStatus: z.union([
    z.literal(KycStatus.none),
    z.literal(KycStatus.pending),
    z.literal(KycStatus.failed),
    z.literal(KycStatus.verified),
  ]),
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({ token: z.string(), user: userSchema });
export type Session = z.infer<typeof sessionSchema>;

const empty = z.null();

export const accountEndpoints = {
  getEmailCode: defineEndpoint({
    method: 'POST',
    path: '/getEmailCode',
    tag: 'accounts',
    summary: 'Mail a 6-digit code for registration or password reset',
    auth: false,
    input: z.strictObject({
      email: emailField,
      type: z.enum(['register', 'reset'], { error: 'must be register or reset' }),
    }),
    output: empty,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/register/email',
    tag: 'accounts',
    summary: 'Create an account with an emailed code; answers a session',
    auth: false,
    input: z.strictObject({
      email: emailField,
      code: emailCodeField,
      userLoginId: userLoginIdField,
      password: passwordField,
      inviteCode: inviteCodeField.optional(),
    }),
    output: sessionSchema,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/loginByUsername',
    tag: 'accounts',
    summary:
      'Log in with the email or the user ID; with two-factor authentication on, also the authenticator code (422 "totpCode: is required" without it)',
    auth: false,
    input: z.strictObject({
      username: text().trim().min(1, 'is required').max(254, 'must be at most 254 characters'),
      password: text().min(1, 'is required').max(256, 'must be at most 256 characters'),
      totpCode: totpCodeField.optional(),
    }),
    output: sessionSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/resetPassword',
    tag: 'accounts',
    summary: 'Set a new password with an emailed code; ends every session',
    auth: false,
    input: z.strictObject({ email: emailField, code: emailCodeField, password: passwordField }),
    output: empty,
  }),
  updatePassword: defineEndpoint({
    method: 'POST',
    path: '/updatePassword',
    tag: 'accounts',
    summary: 'Change the password; ends the other sessions',
    auth: true,
    input: z.strictObject({
      oldPassword: text().min(1, 'is required').max(256, 'must be at most 256 characters'),
      password: passwordField,
    }),
    output: empty,
  }),
  settingPayPassword: defineEndpoint({
    method: 'POST',
    path: '/settingPayPassword',
    tag: 'accounts',
    summary: 'Set the 6-digit pay (transaction) password, first time only',
    auth: true,
    input: z.strictObject({ payPassword: payPasswordField }),
    output: empty,
  }),
  updatePayPassword: defineEndpoint({
    method: 'POST',
    path: '/updatePayPassword',
    tag: 'accounts',
    summary: 'Change the pay password',
    auth: true,
    input: z.strictObject({ oldPayPassword: payPasswordField, payPassword: payPasswordField }),
    output: empty,
  }),
  userInfo: defineEndpoint({
    method: 'POST',
    path: '/api/user/info',
    tag: 'accounts',
    summary: 'The logged-in user',
    auth: true,
    input: z.strictObject({}),
    output: userSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/logout',
    tag: 'accounts',
    summary: 'Revoke the token of this session',
    auth: true,
    input: z.strictObject({}),
    output: empty,
  }),
};
