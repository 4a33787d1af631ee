import { z } from 'zod';
import { idRule, text } from './field-builders.ts';

export { boundedText, requiredOr, text } from './field-builders.ts';

/** Field rules shared by several calls; each message names the rule so a 400 can say field and rule. */
export const emailField = text()
  .trim()
  .min(1, 'is required')
  .max(254, 'must be at most 254 characters')
  .regex(/^[^\s@]+@[^\s@]+$/, 'must be an email address (text@text)')
  .transform((s) => s.toLowerCase());

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const passwordField = text()
  .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`);

export const USER_LOGIN_ID_RULE = 'must be 4 to 20 letters, digits or _ and start with a letter';
export const userLoginIdField = text()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,19}$/, USER_LOGIN_ID_RULE);

export const emailCodeField = text()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code from the email');

export const payPasswordField = text().regex(/^\d{6}$/, 'must be exactly 6 digits');

export const inviteCodeField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,16}$/, 'must be 4 to 16 letters or digits')
  .transform((s) => s.toUpperCase());

/** Exact decimal travelling as a string (docs/design.md §4). */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number');

/** The id of a stored record, in a request body. */
export const idField = idRule();
