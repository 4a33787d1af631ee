import type { StaffRole } from '@bourse/contract';
import { generate } from 'otplib';
import { createHarness, type Harness, newIdentity, signUp } from './harness.ts';
import { verifyIdentity } from './kyc.ts';
import { fund } from './money.ts';

/** The staff account the funding suites seed (STAFF_EMAIL and STAFF_PASSWORD). */
export const STAFF = { email: 'review.desk@bourse.test', password: 'Ledger-Review-2026' };
export const STAFF_ENV = { STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password };

/** A harness whose server seeded the staff account. */
export const createStaffHarness = (env: Record<string, string> = {}) => createHarness({ ...STAFF_ENV, ...env });

/** The authenticator secrets the helpers enrolled, per harness and staff member's id (as an app on a phone keeps them). */
const authenticators = new WeakMap<Harness, Map<number, string>>();
const authenticatorsOf = (h: Harness) => {
  const known = authenticators.get(h) ?? new Map<number, string>();
  authenticators.set(h, known);
  return known;
};

/** The code an authenticator app shows now (on the harness clock) for `secret`. */
export const totpCode = (h: Harness, secret: string, offsetMs = 0) =>
  generate({ secret, epoch: Math.floor((h.ctx.now() + offsetMs) / 1000) });

/** A staff member's token with the second factor passed (enrolling the authenticator at the first sign-in). */
export async function staffSignIn(h: Harness, who: { username: string; password: string }): Promise<string> {
  const login = await h.call('login', who);
  if (login.status !== 200) throw new Error(`staff login: ${login.body.msg}`);
  const token = login.body.data.token;
  const me = await h.call('adminMe', {}, { token });
  if (me.status !== 200) throw new Error(`adminMe: ${me.body.msg}`);
  const known = authenticatorsOf(h);
  if (me.body.data.totpEnrolled === 0) {
    const enrolment = await h.call('adminTotpEnrol', {}, { token });
    if (enrolment.status !== 200) throw new Error(`adminTotpEnrol: ${enrolment.body.msg}`);
    known.set(me.body.data.id, enrolment.body.data.secret);
  }
  const secret = known.get(me.body.data.id);
  if (!secret) throw new Error('staffSignIn: this authenticator was not enrolled through the helpers');
  // A code is accepted once: a second sign-in within the same 30 seconds waits for the next code.
  for (let tries = 0; tries < 2; tries += 1) {
    const res = await h.call('adminTotpVerify', { code: await totpCode(h, secret) }, { token });
    if (res.status === 200) return token;
    if (!String(res.body.msg).includes('already used')) throw new Error(`adminTotpVerify: ${res.body.msg}`);
    h.advance(30_000);
  }
  throw new Error('staffSignIn: the authenticator code was refused');
}

/** The authenticator secret the helpers enrolled for a staff member. */
export const authenticatorOf = (h: Harness, userId: number) => authenticatorsOf(h).get(userId);

const seededTokens = new WeakMap<Harness, string>();

/**
 * The seeded staff account's (an admin) token, signed in with password and authenticator once per harness and
 * signed in again when that session has ended.
 */
export async function staffToken(h: Harness): Promise<string> {
  const known = seededTokens.get(h);
  if (known && (await h.call('adminMe', {}, { token: known })).body.data?.secondFactor === 1) return known;
  const token = await staffSignIn(h, { username: STAFF.email, password: STAFF.password });
  seededTokens.set(h, token);
  return token;
}

let staffMembers = 0;
/** A new staff member with `role`, created by the seeded admin; answers their id, sign-in and a signed-in token. */
export async function newStaffMember(h: Harness, role: StaffRole) {
  staffMembers += 1;
  const who = newIdentity();
  const login = { username: who.email, password: `Desk-${role}-Pass-${staffMembers}` };
  const res = await h.call(
    'staffCreate',
    { email: who.email, userLoginId: who.userLoginId, password: login.password, role },
    { token: await staffToken(h) },
  );
  if (res.status !== 200) throw new Error(`staffCreate: ${res.body.msg}`);
  return { id: res.body.data.id, login, token: await staffSignIn(h, login) };
}

let clients = 0;
/**
 * A new user, registered from an address of its own: suites that make many users stay under the per-address limit on
 * emailed codes.
 */
export const newUser = (h: Harness) => {
  clients += 1;
  return signUp(h, newIdentity(), `10.9.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`);
};

export const PAY_PASSWORD = '246810';

/** A new user with a pay password, a verified identity (so they may withdraw) and, when given, `amount` in Balance. */
export async function signUpPayer(h: Harness, amount?: string) {
  const u = await newUser(h);
  const set = await h.call('settingPayPassword', { payPassword: PAY_PASSWORD }, { token: u.token });
  if (set.status !== 200) throw new Error(`settingPayPassword: ${set.body.msg}`);
  await verifyIdentity(h, u.token);
  if (amount) await fund(h, u.user.id, amount);
  return u;
}
