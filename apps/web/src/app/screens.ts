import { lazyScreen } from '../lib/lazy-screen';
import { builtRouteFiles, preloadLinks } from './preload-links';

/**
 * Every screen of the route table, each loaded on first use in a chunk of its own feature (docs/architecture.md,
 * "Web delivery"), so the first load carries the app shell and the one screen it opens. The tab screens are warmed up
 * after the first paint (`preloadTabScreens`). A new screen goes here too; the route table imports it from this file.
 */
export const MarketScreen = lazyScreen(() => import('../features/market'), 'MarketScreen', { firstLoadTexts: true });
export const CollectScreen = lazyScreen(() => import('../features/watchlist'), 'CollectScreen');
export const ManageScreen = lazyScreen(() => import('../features/watchlist'), 'ManageScreen');
export const SearchScreen = lazyScreen(() => import('../features/search'), 'SearchScreen');
export const QuoteWithPositions = lazyScreen(() => import('../features/quote'), 'QuoteWithPositions');
export const TradeScreen = lazyScreen(() => import('../features/trade'), 'TradeScreen');
export const NewsScreen = lazyScreen(() => import('../features/news'), 'NewsScreen');
export const NewsDetailScreen = lazyScreen(() => import('../features/news'), 'NewsDetailScreen');
export const MyScreen = lazyScreen(() => import('../features/my'), 'MyScreen');
export const SettingScreen = lazyScreen(() => import('../features/my'), 'SettingScreen');
export const LoginPasswordScreen = lazyScreen(() => import('../features/my'), 'LoginPasswordScreen');
export const PayPasswordScreen = lazyScreen(() => import('../features/my'), 'PayPasswordScreen');
export const TwoFactorScreen = lazyScreen(() => import('../features/my'), 'TwoFactorScreen');
// The account feature is part of the app shell (the user, RequireAuth): its public file offers its screens lazily.
export { ForgetScreen, LoginScreen, RegisterScreen } from '../features/account';
// The money and order screens (app/money-routes.tsx).
export const TransferScreen = lazyScreen(() => import('../features/wallet'), 'TransferScreen');
export const TransactionScreen = lazyScreen(() => import('../features/wallet'), 'TransactionScreen');
export const DepositScreen = lazyScreen(() => import('../features/funding'), 'DepositScreen');
export const CryptoDepositScreen = lazyScreen(() => import('../features/funding'), 'CryptoDepositScreen');
export const DepositRecordScreen = lazyScreen(() => import('../features/funding'), 'DepositRecordScreen');
export const WithdrawBankScreen = lazyScreen(() => import('../features/funding'), 'WithdrawBankScreen');
export const WithdrawCryptoScreen = lazyScreen(() => import('../features/funding'), 'WithdrawCryptoScreen');
export const WithdrawalRecordScreen = lazyScreen(() => import('../features/funding'), 'WithdrawalRecordScreen');
export const BankCardScreen = lazyScreen(() => import('../features/bankcard'), 'BankCardScreen');
export const BankCardDetailScreen = lazyScreen(() => import('../features/bankcard'), 'BankCardDetailScreen');
export const CryptoDetailScreen = lazyScreen(() => import('../features/bankcard'), 'CryptoDetailScreen');
export const PaymentScreen = lazyScreen(() => import('../features/trade'), 'PaymentScreen');
export const ClosePaymentScreen = lazyScreen(() => import('../features/trade'), 'ClosePaymentScreen');
export const TradeRecordsScreen = lazyScreen(() => import('../features/trade'), 'TradeRecordsScreen');
export const BlockOrderScreen = lazyScreen(() => import('../features/block-trade'), 'BlockOrderScreen');
export const IpoPaymentScreen = lazyScreen(() => import('../features/ipo'), 'IpoPaymentScreen');
export const LoanScreen = lazyScreen(() => import('../features/loans'), 'LoanScreen');
export const LoanDetailScreen = lazyScreen(() => import('../features/loans'), 'LoanDetailScreen');
export const RobotListScreen = lazyScreen(() => import('../features/robots'), 'RobotListScreen');
export const RobotDetailScreen = lazyScreen(() => import('../features/robots'), 'RobotDetailScreen');
export const RobotOrdersScreen = lazyScreen(() => import('../features/robots'), 'RobotOrdersScreen');
export const RobotOrderScreen = lazyScreen(() => import('../features/robots'), 'RobotOrderScreen');
export const InstitutionListScreen = lazyScreen(() => import('../features/copy-trading'), 'InstitutionListScreen');
export const InstitutionDetailScreen = lazyScreen(() => import('../features/copy-trading'), 'InstitutionDetailScreen');
export const FollowOrdersScreen = lazyScreen(() => import('../features/copy-trading'), 'FollowOrdersScreen');
// The account's own screens (docs/product.md §2): messages, identity, mining and sharing. The inbox is in the app
// shell (the tab bar's badge): its public file offers its screen lazily.
export { InboxScreen } from '../features/inbox';
export const KycScreen = lazyScreen(() => import('../features/kyc'), 'KycScreen');
export const KycDocumentScreen = lazyScreen(() => import('../features/kyc'), 'KycDocumentScreen');
export const MiningScreen = lazyScreen(() => import('../features/mining'), 'MiningScreen');
export const ShareScreen = lazyScreen(() => import('../features/referral'), 'ShareScreen');

/** Not a screen: the private /push listeners (app/AppProviders.tsx), loaded only while someone is logged in. */
export const PrivateEventListeners = lazyScreen(() => import('./PrivateEventListeners'), 'PrivateEventListeners');

/** The User Timing mark set when the tab screens start loading (the Lighthouse bench counts first-load JS up to it). */
export const PRELOAD_MARK = 'bourse:preload-tab-screens';

/** The five tab screens, by their tab's path. */
const TAB_SCREENS = [
  ['/market', MarketScreen],
  ['/collect', CollectScreen],
  ['/trade', TradeScreen],
  ['/news', NewsScreen],
  ['/my', MyScreen],
] as const;

/**
 * The five tab screens, warmed up in the background once the first screen has painted, so a tab opens without waiting
 * for the network: one at a time, each when the page is next idle. In a build, their files are only fetched (the list
 * index.html carries), not run: running them (their code, the contract schemas they build) made long tasks while the
 * opening screen was still settling, and a tab's code runs in a few milliseconds from the cache when it is opened.
 * Without that list (development, tests), the screens are loaded. A failed load is tried again when the tab is opened.
 */
export async function preloadTabScreens(nextIdle: () => Promise<void>) {
  await nextIdle();
  performance.mark(PRELOAD_MARK);
  const built = builtRouteFiles();
  for (const [path, screen] of TAB_SCREENS) {
    if (built) preloadLinks(built[path] ?? []);
    else await screen.preload().catch(() => undefined);
    await nextIdle();
  }
}
