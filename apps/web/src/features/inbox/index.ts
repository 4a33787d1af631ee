/** The inbox's public file: what other features and app/ may use. */
import { lazyScreen } from '../../lib/lazy-screen';

export { EmailCopySetting } from './EmailCopySetting';
export { InboxButton, useMyTabBadge } from './InboxButton';
// The tab bar's badge puts this file in the app shell: the screen itself loads apart, on first use.
export const InboxScreen = lazyScreen(() => import('./InboxScreen'), 'InboxScreen');
export { inboxKeys } from './queries';
