import { KycStatus } from '@bourse/contract';
import { ensureStaffAccount } from '../modules/accounts/service.ts';
import type { Harness } from './harness.ts';
import { STAFF, staffToken } from './staff.ts';
import { jpegBytes, pngBytes, upload } from './uploads.ts';

/** A passport submission's fields, less the image. */
export const PASSPORT = {
  docType: 'passport',
  country: 'GB',
  firstName: 'Ada',
  lastName: 'Lovelace',
  idNumber: '123456789',
};
/** An ID card submission's fields, less the images. */
export const ID_CARD = {
  docType: 'idcard',
  country: 'ID',
  firstName: 'Siti',
  lastName: 'Rahayu',
  idNumber: '3171-0123-4567-0001',
};

/** Uploads an image as `token`'s user; answers its url. */
export async function uploadedImage(h: Harness, token: string, kind: 'png' | 'jpeg' = 'png'): Promise<string> {
  const res = await upload(h, token, kind === 'png' ? pngBytes() : jpegBytes(), `doc.${kind}`);
  if (res.status !== 200 || !res.body.data) throw new Error(`upload: ${res.body.msg}`);
  return res.body.data.url;
}

let passports = 0;
/** A passport number no other submission of this process used (one document verifies one account). */
export const newPassportNumber = () => `P${(++passports).toString(36).toUpperCase().padStart(8, '0')}`;

/**
 * Submits a passport (with a freshly uploaded image and, unless `fields` says otherwise, a number of its own) for
 * review; answers the call's status and envelope.
 */
export async function submitPassport(h: Harness, token: string, fields: Record<string, unknown> = {}) {
  const frontImage = await uploadedImage(h, token);
  return h.call('updateReal', { ...PASSPORT, idNumber: newPassportNumber(), frontImage, ...fields }, { token });
}

const seeded = new WeakSet<Harness>();

/** The staff account's token (an admin's, second factor passed), seeding the account when the harness was not given one. */
export async function reviewerToken(h: Harness): Promise<string> {
  if (!seeded.has(h)) await ensureStaffAccount(h.ctx.db, STAFF, h.ctx.config.scryptLogN, h.ctx.now());
  seeded.add(h);
  return staffToken(h);
}

/**
 * Verifies a user's identity the real way: a passport submitted through /updateReal, approved by staff through the
 * audited staff call (by `reviewer`, a staff token, when given). Suites whose users withdraw (or do anything else that
 * needs a verified identity) use it.
 */
export async function verifyIdentity(h: Harness, token: string, reviewer?: string): Promise<void> {
  const submitted = await submitPassport(h, token);
  if (submitted.status !== 200) throw new Error(`updateReal: ${submitted.body.msg}`);
  const id = submitted.body.data.id;
  const approved = await h.call('staffKycApprove', { id }, { token: reviewer ?? (await reviewerToken(h)) });
  if (approved.status !== 200 || approved.body.data.status !== KycStatus.verified) {
    throw new Error(`staffKycApprove: ${approved.body.msg}`);
  }
}
