import { useBlockTradingEvents } from '../features/block-permission';
import { useFundingResults } from '../features/funding';
import { useIpoEvents } from '../features/ipo';
import { useKycResults } from '../features/kyc';
import { useLoanEvents } from '../features/loans';
import { useMiningEvents } from '../features/mining';
import { useReferralEvents } from '../features/referral';
import { useRobotEvents } from '../features/robots';
import { useTradeEvents } from '../features/trade';

/**
 * What the app does on the user's private /push events, wherever the user is: refresh what the event changed and say
 * what happened. Loaded on its own (app/AppProviders.tsx) and only once a user is logged in, so this code stays out of
 * a visitor's first load. Mounted once, so no event is told twice.
 */
export function PrivateEventListeners() {
  useFundingResults();
  useKycResults();
  useTradeEvents();
  useIpoEvents();
  useBlockTradingEvents();
  useLoanEvents();
  useMiningEvents();
  useReferralEvents();
  useRobotEvents();
  return null;
}
