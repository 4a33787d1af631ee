/** The referral feature's public file: what other features and app/ may use. */
export { ShareScreen } from './ShareScreen';
export { useReferralEvents } from './useReferralEvents';
