import { KycStatus } from '@bourse/contract';
import { type Call, call } from './api.ts';
import { logInStaff } from './staff.ts';

/** A real 1x1 PNG: the server checks uploads by content. */
export const PASSPORT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Verifies the identity of the user of `token` the real way, through the API: a passport image uploaded and
 * submitted (/updateReal), then approved by the seeded staff account through the audited staff call. Specs and the
 * screenshot seeds whose users withdraw (or do anything else that needs it) use it; kyc.spec.ts goes through the screens.
 */
export async function verifyIdentity(token: string, api: Call = call): Promise<void> {
  const file = { name: 'passport.png', type: 'image/png', data: PASSPORT_PNG };
  const { url } = await api('upload', {}, { token, file });
  const kyc = await api(
    'updateReal',
    {
      docType: 'passport',
      country: 'GB',
      firstName: 'Ada',
      lastName: 'Lovelace',
      // One document verifies one account: every user gets a number of their own.
      idNumber: `P${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, '0')}`,
      frontImage: url,
    },
    { token },
  );
  const approved = await api('staffKycApprove', { id: kyc.id }, { token: await logInStaff(api) });
  if (approved.status !== KycStatus.verified) throw new Error('the identity was not verified');
}

/** The token of a user registered through the screens, for setup through the API. */
export const logIn = async (who: { email: string; password: string }, api: Call = call) =>
  (await api('login', { username: who.email, password: who.password })).token;
