/** The watchlist feature's public file: what other features and app/ may use. */
export { CollectScreen } from './CollectScreen';
export { ManageScreen } from './ManageScreen';
export { useAddToWatchlist, useRemoveFromWatchlist } from './mutations';
export { useWatchlistRows } from './queries';
