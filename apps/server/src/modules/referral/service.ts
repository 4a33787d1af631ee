import { KycStatus, type ShareInfo } from '@bourse/contract';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { DeliverContext } from '../inbox/service.ts';
import { kycStatusOf } from '../kyc/service.ts';
import { notifyReferral } from './notify.ts';
import { referralRepo as repo } from './repo.ts';

/**
 * The share screen: the caller's invite code, how many accounts signed up with it, and how many of those have a
 * verified identity (each one's status read from the KYC service).
 */
export async function shareInfo(ctx: Pick<AppContext, 'db'>, userId: number): Promise<ShareInfo> {
  const [inviteCode, invited] = await Promise.all([repo.inviteCodeOf(ctx.db, userId), repo.invitedIds(ctx.db, userId)]);
  if (inviteCode === undefined) throw notFound('User not found');
  const statuses = await Promise.all(invited.map((id) => kycStatusOf(ctx, id)));
  return { inviteCode, joined: invited.length, verified: statuses.filter((s) => s === KycStatus.verified).length };
}

/** The ids of the accounts `userId` referred (registered with their invite code), oldest first. */
export async function referredUserIds(ctx: Pick<AppContext, 'db'>, userId: number): Promise<number[]> {
  return repo.invitedIds(ctx.db, userId);
}

/** Tells a referrer that an account has just signed up with their invite code (after the sign-up committed). */
export async function referredUserJoined(ctx: DeliverContext, referrerId: number): Promise<void> {
  const joined = await repo.countInvited(ctx.db, referrerId);
  await notifyReferral(ctx, referrerId, {
    kind: 'joined',
    joined,
    message: `A new account signed up with your invite code (${joined} in all)`,
  });
}
