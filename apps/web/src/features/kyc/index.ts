/** The identity verification (KYC) feature's public file: what other features and app/ may use. */
export { IdentityEntry, IdentityLink } from './IdentityLink';
export { KycDocumentScreen } from './KycDocumentScreen';
export { KycScreen } from './KycScreen';
export { useKycResults } from './useKycResults';
