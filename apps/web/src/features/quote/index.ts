/** The quote screen's public file: what other features and app/ may use. */
export { QuoteHeader } from './QuoteHeader';
export { QuoteScreen } from './QuoteScreen';
export { useStockDetail } from './queries';
export type { ChartLine } from './chart-lines';
