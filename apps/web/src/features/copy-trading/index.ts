/** The copy-trading feature's public file: what app/ and other features may use. */
export { CopyTradingEntry } from './CopyTradingEntry';
export { FollowOrderList } from './FollowOrderList';
export { FollowOrdersScreen } from './FollowOrdersScreen';
export { InstitutionDetailScreen } from './InstitutionDetailScreen';
export { InstitutionListScreen } from './InstitutionListScreen';
