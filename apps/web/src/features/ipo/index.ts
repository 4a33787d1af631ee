/** The IPO feature's public file: what other features and app/ may use. */
export { IpoList } from './IpoList';
export { IpoPaymentScreen } from './IpoPaymentScreen';
export { useIpoEvents } from './useIpoEvents';
