/** The loans feature's public file: what app/ and other features may use. */
export { LoanDetailScreen } from './LoanDetailScreen';
export { LoanEntry } from './LoanEntry';
export { LoanScreen } from './LoanScreen';
export { useLoanEvents } from './useLoanEvents';
