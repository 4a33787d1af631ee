/** The wallet feature's public file (transfers, history, balances): what other features and app/ may use. */
export { BillList } from './BillList';
export { invalidateMoney, useFundingOverview, useWalletBalance, useWalletBalances } from './queries';
export { TransactionScreen } from './TransactionScreen';
export { TransferScreen } from './TransferScreen';
