/** The trading feature's public file: what other features and app/ may use. */
export { AccountStrip } from './AccountStrip';
export { ClosePaymentScreen } from './ClosePaymentScreen';
export { PaymentScreen } from './PaymentScreen';
export { QuoteWithPositions } from './QuoteWithPositions';
export { TradeRecordsScreen } from './TradeRecordsScreen';
export { TradeScreen } from './TradeScreen';
export { useTradeEvents } from './useTradeEvents';
