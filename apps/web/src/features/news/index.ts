/** The News tab's public file: what other features and app/ may use. */
export { NewsDetailScreen } from './NewsDetailScreen';
export { NewsScreen } from './NewsScreen';
export { SymbolNews } from './SymbolNews';
