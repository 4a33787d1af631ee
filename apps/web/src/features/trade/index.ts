/** The trading feature's public file: what other features and app/ may use. */
export { AccountStrip } from './AccountStrip';
export { ClosePaymentScreen } from './ClosePaymentScreen';
export { InstrumentHeader, OrderScreenSkeleton } from './InstrumentHeader';
export { invalidateTrading } from './mutations';
export { SummaryRow } from './OrderSummary';
export { PaymentScreen } from './PaymentScreen';
export { useTradeTerms, useTradingAccount } from './queries';
export { StepField } from './StepField';
export { type OrderFigures, orderFigures } from './trade-math';
export { TradeRecordsScreen } from './TradeRecordsScreen';
export { TradeScreen } from './TradeScreen';
export { useTradeEvents } from './useTradeEvents';
