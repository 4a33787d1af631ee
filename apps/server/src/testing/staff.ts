import { createHarness, type Harness, newIdentity, signUp } from './harness.ts';
import { verifyIdentity } from './kyc.ts';
import { fund } from './money.ts';

/** The staff account the funding suites seed (STAFF_EMAIL and STAFF_PASSWORD). */
export const STAFF = { email: 'review.desk@bourse.test', password: 'Ledger-Review-2026' };
export const STAFF_ENV = { STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password };

/** A harness whose server seeded the staff account. */
export const createStaffHarness = (env: Record<string, string> = {}) => createHarness({ ...STAFF_ENV, ...env });

/** The seeded staff account's token. */
export async function staffToken(h: Harness): Promise<string> {
  const res = await h.call('login', { username: STAFF.email, password: STAFF.password });
  if (res.status !== 200) throw new Error(`staff login: ${res.body.msg}`);
  return res.body.data.token;
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
