/** The inbox's public file: what other features and app/ may use. */
export { InboxButton, useMyTabBadge } from './InboxButton';
export { InboxScreen } from './InboxScreen';
export { inboxKeys } from './queries';
