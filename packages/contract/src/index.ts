import { accountEndpoints } from './accounts.ts';
import { backofficeEndpoints } from './backoffice.ts';
import { blockTradingEndpoints, staffBlockTradingEndpoints } from './block-trading.ts';
import { cardEndpoints } from './cards.ts';
import { copyTradingEndpoints } from './copy-trading.ts';
import { cryptoAddressEndpoints } from './crypto-addresses.ts';
import { fundingEndpoints, staffFundingEndpoints } from './funding.ts';
import { inboxEndpoints } from './inbox.ts';
import { ipoEndpoints } from './ipo.ts';
import { kycEndpoints, staffKycEndpoints } from './kyc.ts';
import { marketEndpoints } from './market.ts';
import { loanEndpoints, staffLoanEndpoints } from './loans.ts';
import { metaEndpoints } from './meta.ts';
import { miningEndpoints } from './mining.ts';
import { newsEndpoints, staffNewsEndpoints } from './news.ts';
import { referralEndpoints } from './referral.ts';
import { robotEndpoints } from './robots.ts';
import { staffEndpoints, userTotpEndpoints } from './staff.ts';
import { tradingEndpoints } from './trading.ts';
import { uploadEndpoints } from './uploads.ts';
import { walletEndpoints } from './wallet.ts';
import { watchlistEndpoints } from './watchlist.ts';

export * from './accounts.ts';
export * from './backoffice.ts';
export * from './block-trading.ts';
export * from './cards.ts';
export * from './codes.ts';
export * from './copy-trading.ts';
export * from './crypto-addresses.ts';
export * from './endpoint.ts';
export * from './envelope.ts';
export * from './fields.ts';
export * from './funding.ts';
export * from './inbox.ts';
export * from './ipo.ts';
export * from './kyc.ts';
export * from './languages.ts';
export * from './loans.ts';
export * from './market.ts';
export * from './meta.ts';
export * from './mining.ts';
export * from './news.ts';
export * from './paging.ts';
export * from './plain-constants.ts';
export * from './push.ts';
export * from './referral.ts';
export * from './request.ts';
export * from './robots.ts';
export * from './staff.ts';
export * from './strategies.ts';
export * from './trading.ts';
export * from './uploads.ts';
export * from './wallet.ts';
export * from './watchlist.ts';

/** Every HTTP call, by name. The server registers exactly these; the web client is typed by them. */
export const endpoints = {
  ...metaEndpoints,
  ...accountEndpoints,
  ...uploadEndpoints,
  ...cardEndpoints,
  ...cryptoAddressEndpoints,
  ...walletEndpoints,
  ...fundingEndpoints,
  ...staffFundingEndpoints,
  ...marketEndpoints,
  ...watchlistEndpoints,
  ...tradingEndpoints,
  ...ipoEndpoints,
  ...loanEndpoints,
  ...staffLoanEndpoints,
  ...kycEndpoints,
  ...staffKycEndpoints,
  ...blockTradingEndpoints,
  ...staffBlockTradingEndpoints,
  ...inboxEndpoints,
  ...referralEndpoints,
  ...miningEndpoints,
  ...robotEndpoints,
  ...newsEndpoints,
  ...staffNewsEndpoints,
  ...copyTradingEndpoints,
  ...staffEndpoints,
  ...userTotpEndpoints,
  ...backofficeEndpoints,
};
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
