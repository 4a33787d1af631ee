/** The app-facts feature's public file: what other features and app/ may use. */
export { useAppVersion } from './queries';
