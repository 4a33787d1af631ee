import {
  ErrorCode,
  type InputOf,
  KYC_REQUIRED_MSG,
  type Kyc,
  type KycRequiredData,
  KycStatus,
  type kycEndpoints,
  ReviewStatus,
} from '@bourse/contract';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { AppError, badRequest, conflict } from '../../platform/errors.ts';
import { setKycStatus } from '../accounts/service.ts';
import { areaByIso } from '../meta/service.ts';
import * as uploads from '../uploads/service.ts';
import { kycRepo as repo } from './repo.ts';
import { toKyc } from './view.ts';

export type UpdateRealInput = InputOf<(typeof kycEndpoints)['updateReal']>;

const ALREADY_PENDING = 'Your identity is already waiting for review';
const ALREADY_VERIFIED = 'Your identity is already verified';
/** One document verifies one account (docs/decisions.md "KYC"). */
export const DOCUMENT_IN_USE = 'This document already verifies another account';

/**
 * Submits an identity for review (docs/product.md §3 and §4): the country must be one of /areaInfo/list and every
 * image one the caller uploaded (uploads are checked by content and stay private). A user has at most one
 * submission waiting; once verified, no more; after an Audit Failure they try again with a new one.
 */
export async function submit(ctx: AppContext, userId: number, input: UpdateRealInput): Promise<Kyc> {
  const country = input.country.toUpperCase();
  if (!areaByIso(country)) throw badRequest('country', 'must be a country of /areaInfo/list');
  const front = await uploads.assertOwned(ctx, userId, input.frontImage, 'frontImage');
  const back =
    input.docType === 'idcard' ? await uploads.assertOwned(ctx, userId, input.backImage, 'backImage') : undefined;
  if (back && back.id === front.id) throw badRequest('backImage', 'must be another image than frontImage');

  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      const latest = await repo.latest(trx, userId);
      if (latest?.status === ReviewStatus.pending) throw conflict(ALREADY_PENDING);
      if (latest?.status === ReviewStatus.completed) throw conflict(ALREADY_VERIFIED);
      const document = { country, doc_type: input.docType, id_number: input.idNumber };
      if (await repo.documentVerifiedElsewhere(trx, document, userId)) throw conflict(DOCUMENT_IN_USE);
      const inserted = await repo.insert(trx, {
        user_id: userId,
        doc_type: input.docType,
        country,
        first_name: input.firstName,
        last_name: input.lastName,
        id_number: input.idNumber,
        front_upload: front.id,
        back_upload: back?.id ?? null,
        status: ReviewStatus.pending,
        created_at: now,
        reviewed_at: null,
        reviewed_by: null,
      });
      await setKycStatus(trx, userId, KycStatus.pending, now);
      return inserted;
    });
    return toKyc(row);
  } catch (err) {
    // Two submissions at once: the one-pending-per-user index lets only one in.
    if (isUniqueViolation(err)) throw conflict(ALREADY_PENDING);
    throw err;
  }
}

/** The caller's latest submission, or null when they never submitted one. */
export async function info(ctx: Pick<AppContext, 'db'>, userId: number): Promise<Kyc | null> {
  const row = await repo.latest(ctx.db, userId);
  return row ? toKyc(row) : null;
}

/** The user's identity status (KycStatus): none, waiting, refused or verified. */
export async function kycStatusOf(ctx: Pick<AppContext, 'db'>, userId: number): Promise<KycStatus> {
  return (await repo.latest(ctx.db, userId))?.status ?? KycStatus.none;
}

/**
 * THE gate every call that needs a verified identity goes through (withdrawals, loans, block-trading applications,
 * follow orders; trading when KYC_REQUIRED_FOR_TRADING is set). Anyone else gets a 403 whose data says
 * `kycRequired`, which the app turns into a prompt that opens /kyc (and does not end the session).
 */
export async function requireVerifiedIdentity(ctx: Pick<AppContext, 'db'>, userId: number): Promise<void> {
  const status = await kycStatusOf(ctx, userId);
  if (status === KycStatus.verified) return;
  const data: KycRequiredData = { kycRequired: true, kycStatus: status };
  throw new AppError(ErrorCode.forbidden, KYC_REQUIRED_MSG, data);
}

/** requireVerifiedIdentity, when the operator requires it for trading (KYC_REQUIRED_FOR_TRADING; off by default). */
export async function requireIdentityForTrading(ctx: Pick<AppContext, 'db' | 'config'>, userId: number) {
  if (ctx.config.kycRequiredForTrading) await requireVerifiedIdentity(ctx, userId);
}
