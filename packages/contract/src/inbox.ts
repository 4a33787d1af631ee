import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idField } from './fields.ts';
import { pageOf, pageQuery } from './paging.ts';

/**
 * What a message is about (docs/product.md §4 "Messages"): one per module that tells its users a result. A closed
 * list, checked by the database too; a new kind needs a migration that widens the check.
 */
export const MESSAGE_KINDS = [
  'deposit',
  'withdrawal',
  'trade',
  'kyc',
  'ipo',
  'block_trading',
  'follow',
  'loan',
  'mining',
  'referral',
  'system',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The label each kind carries on the message list. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  trade: 'Trade',
  kyc: 'Verification',
  ipo: 'IPO',
  block_trading: 'Block Trading',
  follow: 'Follow',
  loan: 'Loan',
  mining: 'Mining',
  referral: 'Referral',
  system: 'Notice',
};

export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_BODY_MAX = 2000;

/** One inbox message. `isRead` is 0 (unread) or 1; `link` is the in-app path of what it is about, if any. */
export const messageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  isRead: z.union([z.literal(0), z.literal(1)]),
  createTimeTimestamp: z.number().int(),
  readTimestamp: z.number().int().nullable(),
});
export type InboxMessage = z.infer<typeof messageSchema>;

export const inboxEventSchema = z.object({ message: messageSchema });
export type InboxEvent = z.infer<typeof inboxEventSchema>;

/** The user's choice of an email copy of each new message: 0 off (the default) or 1 on. */
export const emailCopySchema = z.object({ emailCopy: z.union([z.literal(0), z.literal(1)]) });
export type EmailCopySetting = z.infer<typeof emailCopySchema>;

const READ_RULE = 'must be 0 (unread) or 1 (read)';
const readFlag = z.literal([0, 1], { error: READ_RULE });

export const inboxEndpoints = {
  messagePageList: defineEndpoint({
    method: 'POST',
    path: '/message/pageList',
    tag: 'inbox',
    summary: 'The inbox, newest first (isRead 0 for only the unread ones, 1 for only the read ones)',
    auth: true,
    input: z.strictObject({ ...pageQuery, isRead: readFlag.optional() }),
    output: pageOf(messageSchema),
  }),
  messageUnreadCount: defineEndpoint({
    method: 'GET',
    path: '/message/unreadCount',
    tag: 'inbox',
    summary: 'How many messages are unread (the badge)',
    auth: true,
    input: z.strictObject({}),
    output: z.object({ unread: z.number().int() }),
  }),
  messageRead: defineEndpoint({
    method: 'POST',
    path: '/message/read',
    tag: 'inbox',
    summary: 'Open a message: answers it and marks it read',
    auth: true,
    input: z.strictObject({ id: idField }),
    output: messageSchema,
  }),
  messageReadAll: defineEndpoint({
    method: 'POST',
    path: '/message/readAll',
    tag: 'inbox',
    summary: 'Mark every message read; answers how many were unread',
    auth: true,
    input: z.strictObject({}),
    output: z.object({ marked: z.number().int() }),
  }),
  messageDelete: defineEndpoint({
    method: 'POST',
    path: '/message/delete',
    tag: 'inbox',
    summary: 'Delete a message',
    auth: true,
    input: z.strictObject({ id: idField }),
    output: z.null(),
  }),
  messageEmailCopy: defineEndpoint({
    method: 'GET',
    path: '/message/emailCopy',
    tag: 'inbox',
    summary: 'Whether each new message is also sent to the user by email (0 off, the default, or 1 on)',
    auth: true,
    input: z.strictObject({}),
    output: emailCopySchema,
  }),
  messageSetEmailCopy: defineEndpoint({
    method: 'POST',
    path: '/message/setEmailCopy',
    tag: 'inbox',
    summary: 'Turn the email copy of new messages on (1) or off (0)',
    auth: true,
    input: z.strictObject({ emailCopy: z.literal([0, 1], { error: 'must be 0 (off) or 1 (on)' }) }),
    output: emailCopySchema,
  }),
};
