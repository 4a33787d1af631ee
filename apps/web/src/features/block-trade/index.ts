/** The block-trading feature's public file: what other features and app/ may use. */
export { BlockOrderScreen } from './BlockOrderScreen';
