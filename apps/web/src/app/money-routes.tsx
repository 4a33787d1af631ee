import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../features/account/RequireAuth';
import { BankCardDetailScreen } from '../features/bankcard/BankCardDetailScreen';
import { BankCardScreen } from '../features/bankcard/BankCardScreen';
import { CryptoDetailScreen } from '../features/bankcard/CryptoDetailScreen';
import { CryptoDepositScreen } from '../features/funding/CryptoDepositScreen';
import { DepositRecordScreen } from '../features/funding/DepositRecordScreen';
import { DepositScreen } from '../features/funding/DepositScreen';
import { WithdrawalRecordScreen } from '../features/funding/WithdrawalRecordScreen';
import { WithdrawBankScreen } from '../features/funding/WithdrawBankScreen';
import { WithdrawCryptoScreen } from '../features/funding/WithdrawCryptoScreen';
import { TransactionScreen } from '../features/wallet/TransactionScreen';
import { TransferScreen } from '../features/wallet/TransferScreen';

const authed = (path: string, screen: ReactNode): RouteObject => ({
  path,
  element: <RequireAuth>{screen}</RequireAuth>,
});

/** The money screens of docs/product.md §2; every one needs a login. /withdraw/record is ours (withdrawal history). */
export const moneyRoutes: RouteObject[] = [
  authed('my/transfer', <TransferScreen />),
  authed('my/transaction', <TransactionScreen />),
  authed('deposit', <DepositScreen />),
  authed('deposit/wallet', <CryptoDepositScreen />),
  authed('deposit/record', <DepositRecordScreen />),
  authed('withdraw/bankcard', <WithdrawBankScreen />),
  authed('withdraw/crypto', <WithdrawCryptoScreen />),
  authed('withdraw/record', <WithdrawalRecordScreen />),
  authed('bankcard', <BankCardScreen />),
  authed('bankcard/detail', <BankCardDetailScreen />),
  authed('bankcard/cryptoDetail', <CryptoDetailScreen />),
];
