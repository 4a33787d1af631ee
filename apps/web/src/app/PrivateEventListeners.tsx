import { useFundingResults } from '../features/funding';
import { useKycResults } from '../features/kyc';
import { useTradeEvents } from '../features/trade';

/**
 * What the app does on the user's private /push events. Loaded on its own (app/AppProviders.tsx) and only once a
 * user is logged in, so the trading, funding and identity code stays out of a visitor's first load.
 */
export function PrivateEventListeners() {
  useFundingResults();
  useKycResults();
  useTradeEvents();
  return null;
}
