/** The trading feature's public file: what other features and app/ may use. */
export { TradeScreen } from './TradeScreen';
export { PaymentScreen } from './PaymentScreen';
