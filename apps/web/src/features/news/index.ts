/** The News tab's public file: what other features and app/ may use. */
export { NewsScreen } from './NewsScreen';
