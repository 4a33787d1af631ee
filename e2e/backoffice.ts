import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Call } from './api.ts';
import { E2E_PORT } from './playwright.config.ts';

/** A staff member's sign-in. */
export interface StaffLogin {
  email: string;
  password: string;
}

/**
 * The seeded staff account's authenticator secret: global setup (or `logInStaff` on a fresh server) enrols it and
 * keeps it in this file, as the staff member's phone would keep it (e2e/staff.ts).
 */
export const seededStaffSecret = () =>
  fs.readFileSync(path.join(os.tmpdir(), `bourse-e2e-staff-totp-${E2E_PORT}`), 'utf8');

const STEP_MS = 30_000;
/** Waits for the next 30-second step, for a code that has not been used yet. */
const nextStep = () => new Promise((r) => setTimeout(r, STEP_MS - (Date.now() % STEP_MS) + 500));

/** Signs in to the back office in the browser: password, then the code of the authenticator whose secret `secretOf` gives. */
export async function signInBackoffice(page: Page, who: StaffLogin, secretOf: () => string = seededStaffSecret) {
  await page.goto('/backoffice/');
  await page.getByLabel('Email or user ID').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.getByLabel('Authenticator code');
  await expect(code).toBeVisible();
  const secret = secretOf();
  for (let tries = 0; ; tries += 1) {
    await code.fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'already used' });
    const signedIn = page.getByRole('heading', { name: 'Dashboard' }).or(page.getByText('Deposits to review'));
    // The dashboard is a chunk of its own, loaded after sign-in: allow a loaded machine its time.
    await expect(signedIn.or(refused).first()).toBeVisible({ timeout: 20_000 });
    if (!(await refused.isVisible()) || tries > 0) break;
    await nextStep();
  }
  await expect(page.getByText('Deposits to review')).toBeVisible({ timeout: 20_000 });
}

/** A user registered through the API with the mailed code (`mailDir` where the code arrives). */
export async function registerUser(api: Call, name: string, codeOf: (email: string) => Promise<string>) {
  const who = {
    email: `${name}@example.com`,
    userLoginId: name.replace(/[^A-Za-z0-9]/g, '_').slice(0, 20),
    password: 'Back-Office-Subject-77',
  };
  await api('getEmailCode', { email: who.email, type: 'register' });
  const session = await api('register', { ...who, code: await codeOf(who.email) });
  return { ...who, token: session.token, id: session.user.id };
}

/** A pending bank deposit of `amount` with its transfer credential (an image) attached. */
export async function depositWithCredential(api: Call, token: string, amount: string, image: Uint8Array) {
  const deposit = await api('depositCreate', { channel: 'bank', amount }, { token });
  const { url } = await api('upload', {}, { token, file: { name: 'transfer.png', type: 'image/png', data: image } });
  return api('depositCredential', { id: deposit.id, credentialUrl: url }, { token });
}

/** An identity submission (a passport) waiting for review. */
export async function submitPassport(api: Call, token: string, image: Uint8Array) {
  const { url } = await api('upload', {}, { token, file: { name: 'passport.png', type: 'image/png', data: image } });
  return api(
    'updateReal',
    {
      docType: 'passport',
      country: 'GB',
      firstName: 'Grace',
      lastName: 'Hopper',
      idNumber: `P${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, '0')}`,
      frontImage: url,
    },
    { token },
  );
}
