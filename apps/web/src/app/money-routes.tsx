import type { ReactNode } from 'react';
import { type RouteObject, useSearchParams } from 'react-router';
import { RequireAuth } from '../features/account';
import {
  BankCardDetailScreen,
  BankCardScreen,
  BlockOrderScreen,
  ClosePaymentScreen,
  CryptoDepositScreen,
  CryptoDetailScreen,
  DepositRecordScreen,
  DepositScreen,
  FollowOrdersScreen,
  InstitutionDetailScreen,
  InstitutionListScreen,
  IpoPaymentScreen,
  LoanDetailScreen,
  LoanScreen,
  PaymentScreen,
  RobotDetailScreen,
  RobotListScreen,
  RobotOrderScreen,
  RobotOrdersScreen,
  TradeRecordsScreen,
  TransactionScreen,
  TransferScreen,
  WithdrawalRecordScreen,
  WithdrawBankScreen,
  WithdrawCryptoScreen,
} from './screens';

/** /payment/stock: a block-trade row (source BLOCK) opens the block order screen, anything else the order screen. */
function StockPayment() {
  const [params] = useSearchParams();
  return params.get('source') === 'BLOCK' ? <BlockOrderScreen /> : <PaymentScreen />;
}

const authed = (path: string, screen: ReactNode): RouteObject => ({
  path,
  element: <RequireAuth>{screen}</RequireAuth>,
});

/**
 * The money and order screens of docs/product.md §2; every one needs a login. /withdraw/record (withdrawal history)
 * and /trade/records (trading records) are ours.
 */
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
  authed('payment/stock', <StockPayment />),
  authed('payment/close', <ClosePaymentScreen />),
  authed('payment/ipo', <IpoPaymentScreen />),
  authed('trade/records', <TradeRecordsScreen />),
  authed('loan', <LoanScreen />),
  authed('loan/detail', <LoanDetailScreen />),
  authed('robot', <RobotListScreen />),
  authed('robot/detail', <RobotDetailScreen />),
  authed('robot/orders', <RobotOrdersScreen />),
  authed('robot/order', <RobotOrderScreen />),
  authed('institution', <InstitutionListScreen />),
  authed('institution/detail', <InstitutionDetailScreen />),
  authed('follow/orders', <FollowOrdersScreen />),
];
