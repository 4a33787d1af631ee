import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** The sign-up screen reads this query parameter into its invite code field (docs/product.md §2, /register). */
export const INVITE_CODE_QUERY = 'inviteCode';

/** The share screen's facts: the caller's invite code and who signed up with it. */
export const shareInfoSchema = z.object({
  inviteCode: z.string(),
  /** Accounts registered with this invite code. */
  joined: z.number().int(),
  /** Of those, the accounts whose identity is verified. */
  verified: z.number().int(),
});
export type ShareInfo = z.infer<typeof shareInfoSchema>;

export const referralEndpoints = {
  shareInfo: defineEndpoint({
    method: 'POST',
    path: '/userCenter/getShareInfo',
    tag: 'referral',
    summary: "The caller's invite code and how many signed up with it",
    auth: true,
    input: z.strictObject({}),
    output: shareInfoSchema,
  }),
};

export const REFERRAL_PUSH_TYPE = 'referral';
/** The private /push event a referrer gets when an account signs up with their invite code; a hint to refresh. */
export const referralEventSchema = z.object({
  kind: z.enum(['joined']),
  /** Accounts registered with the invite code, this one included. */
  joined: z.number().int(),
  message: z.string(),
});
export type ReferralEvent = z.infer<typeof referralEventSchema>;
