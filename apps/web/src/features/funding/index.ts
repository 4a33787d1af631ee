/** The deposit and withdrawal feature's public file: what other features and app/ may use. */
export { CryptoDepositScreen } from './CryptoDepositScreen';
export { DepositRecordScreen } from './DepositRecordScreen';
export { DepositScreen } from './DepositScreen';
export { useFundingResults } from './useFundingResults';
export { WithdrawalRecordScreen } from './WithdrawalRecordScreen';
export { WithdrawBankScreen } from './WithdrawBankScreen';
export { WithdrawCryptoScreen } from './WithdrawCryptoScreen';
export { useQrCode } from './useQrCode';
