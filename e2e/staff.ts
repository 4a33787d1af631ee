import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { ApiCallError, type Call } from './api.ts';
import { E2E_PORT } from './playwright.config.ts';

/** The staff account global-setup has the server seed (STAFF_EMAIL, STAFF_PASSWORD), an admin. */
export const E2E_STAFF = { email: 'staff-e2e@bourse.test', password: 'Review-Desk-Lantern-42' };

/**
 * Where the seeded account's authenticator secret is kept between processes (global setup enrols it; the spec
 * workers and screenshot scripts sign in with it), as the staff member's phone would keep it.
 */
const secretFile = path.join(os.tmpdir(), `bourse-e2e-staff-totp-${E2E_PORT}`);
const STEP_MS = 30_000;
/** Waits for the next 30-second step: a code is accepted once. */
const nextStep = () => new Promise((r) => setTimeout(r, STEP_MS - (Date.now() % STEP_MS) + 500));

let signedIn = '';

/**
 * Signs the seeded staff account in through `api` (password, then the authenticator code, enrolling it on a fresh
 * server); answers its token, reused while that session lasts. `clockAheadMs` is how far the server's clock runs
 * ahead of this one (TEST_CLOCK_OFFSET_MS, a whole number of 30-second steps): the code is the one of its time.
 */
export async function logInStaff(api: Call, clockAheadMs = 0): Promise<string> {
  if (signedIn) {
    const me = await api('adminMe', {}, { token: signedIn }).catch(() => undefined);
    if (me?.secondFactor === 1) return signedIn;
  }
  const { token } = await api('login', { username: E2E_STAFF.email, password: E2E_STAFF.password });
  if ((await api('adminMe', {}, { token })).totpEnrolled === 0) {
    fs.writeFileSync(secretFile, (await api('adminTotpEnrol', {}, { token })).secret, { mode: 0o600 });
  }
  const secret = fs.readFileSync(secretFile, 'utf8');
  for (let tries = 0; ; tries += 1) {
    try {
      const epoch = Math.floor((Date.now() + clockAheadMs) / 1000);
      await api('adminTotpVerify', { code: await generate({ secret, epoch }) }, { token });
      signedIn = token;
      return token;
    } catch (e) {
      if (tries > 0 || !(e instanceof ApiCallError) || !e.msg.includes('already used')) throw e;
      await nextStep();
    }
  }
}
