/** The quote screen's public file: what other features and app/ may use. */
export { QuoteHeader } from './QuoteHeader';
export { QuoteScreen } from './QuoteScreen';
export { QuoteWithPositions } from './QuoteWithPositions';
export { useStockDetail } from './queries';
export type { ChartLine } from './chart-lines';
