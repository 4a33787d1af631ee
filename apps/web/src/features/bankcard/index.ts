/** The bank card and crypto address feature's public file: what other features and app/ may use. */
export { BankCardDetailScreen } from './BankCardDetailScreen';
export { BankCardOptions } from './BankCardOptions';
export { BankCardScreen } from './BankCardScreen';
export { CryptoAddressOptions, NEW_ADDRESS } from './CryptoAddressOptions';
export { CryptoDetailScreen } from './CryptoDetailScreen';
export { CryptoTargetFields } from './CryptoTargetFields';
export { useBankCards, useCryptoAddresses } from './queries';
export { useCryptoTargetDraft } from './useCryptoTargetDraft';
