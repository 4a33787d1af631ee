import type { BankCard, Bill, Deposit, Transfer, Withdrawal } from '@bourse/contract';

/** Contract-shaped answers for the money screens' tests. */

export const page = <T>(data: T[], pageNo = 1, totalPage = 1) => ({ data, pageNo, totalPage, total: data.length });

export const overview = (
  o: Partial<{ totalAmount: string; todayProfit: string; balance: string; frozenAmount: string }> = {},
) => ({
  totalAmount: '12500.75',
  todayProfit: '35.20',
  balance: '2500.50',
  frozenAmount: '0.00',
  dailyInterest: '0.00',
  totalInterest: '0.00',
  thisDate: '11/21/2026',
  ...o,
});

export const bill = (o: Partial<Bill> = {}): Bill => ({
  id: 1,
  amount: '500.00',
  createTimeTimestamp: new Date(2026, 10, 21, 10, 15).getTime(),
  createTime: '11-21-2026 10:15:00',
  type: 'transfer_in',
  walletType: 'stock',
  balanceAfter: '500.00',
  ...o,
});

export const bankCard = (o: Partial<BankCard> = {}): BankCard => ({
  id: 7,
  bankName: 'Chase',
  bankAccountName: 'Ada Lovelace',
  cardNo: '**** **** **** 1111',
  last4: '1111',
  createTimeTimestamp: 1_795_000_000_000,
  ...o,
});

export const deposit = (o: Partial<Deposit> = {}): Deposit => ({
  id: 31,
  channel: 'bank',
  amount: '250.00',
  currency: 'USD',
  network: null,
  address: null,
  txHash: null,
  credentialUrl: null,
  creditedAmount: null,
  status: 1,
  statusLabel: 'Pending Review',
  reason: '',
  referenceCode: 'BRS7Q2K9',
  bank: {
    bankName: 'First Harbour Bank',
    accountName: 'Bourse Client Funds',
    accountNumber: '000123456789',
    swift: 'FHBKUS33',
    referenceCode: 'BRS7Q2K9',
  },
  createTimeTimestamp: 1_795_000_000_000,
  reviewTimeTimestamp: null,
  ...o,
});

export const withdrawal = (o: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 41,
  channel: 'bank',
  amount: '100.00',
  fee: '0.00',
  currency: 'USD',
  bankName: 'Chase',
  bankAccountName: 'Ada Lovelace',
  cardNo: '**** **** **** 1111',
  network: null,
  address: null,
  status: 1,
  statusLabel: 'Pending Review',
  reason: '',
  createTimeTimestamp: 1_795_000_000_000,
  reviewTimeTimestamp: null,
  ...o,
});

export const transfer = (o: Partial<Transfer> = {}): Transfer => ({
  id: 5,
  from: 'balance',
  to: 'stock',
  amount: '500.00',
  status: 'completed',
  createTimeTimestamp: 1_795_000_000_000,
  settleTimeTimestamp: 1_795_000_000_000,
  cancelTimeTimestamp: null,
  ...o,
});
