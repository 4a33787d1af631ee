/** The search feature's public file: what other features and app/ may use. */
export { SearchScreen } from './SearchScreen';
