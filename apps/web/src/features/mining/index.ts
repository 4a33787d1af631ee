/** The mining rewards feature's public file: what other features and app/ may use. */
export { MiningEntry } from './MiningEntry';
export { MiningScreen } from './MiningScreen';
export { useMiningEvents } from './useMiningEvents';
