/** The Markets feature's public file: what other features and app/ may use. */
export { MarketScreen } from './MarketScreen';
export { PopularQuotes } from './PopularQuotes';
export { useUsTop } from './queries';
export { QuoteRow } from './QuoteRow';
