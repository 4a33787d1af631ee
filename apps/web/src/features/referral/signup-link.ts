import { INVITE_CODE_QUERY } from '@bourse/contract';

/** The sign-up link that carries an invite code: the register screen fills its invite code field from it. */
export function signUpLink(origin: string, inviteCode: string): string {
  const url = new URL('/register', origin);
  url.searchParams.set(INVITE_CODE_QUERY, inviteCode);
  return url.toString();
}
