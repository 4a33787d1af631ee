import {
  type EmailCopySetting,
  INBOX_PUSH_TYPE,
  type InboxEvent,
  type InboxMessage,
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  type MessageKind,
} from '@bourse/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, InboxMessagesTable } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { type PageRequest, pageWindow, toPage } from '../../platform/paging.ts';
import { inboxRepo as repo } from './repo.ts';

/**
 * A message for one user: what every module hands the inbox to tell a user a result (docs/product.md §4).
 *
 * - `kind`: which module it comes from (`MESSAGE_KINDS` in the contract).
 * - `title`: one line in plain product English, the result first: "Deposit approved".
 * - `body`: the detail, with the amounts as the user sees them: "1,000.00 USD credited to Balance."
 * - `link`: the in-app path of what it is about ("/deposit/record", "/trade?type=1"), or null.
 * - `eventKey`: names the event, unique for the user, e.g. `deposit:42:reviewed` or `order:7:filled`. Storing the same
 *   key again stores nothing, so a retried transaction or a repeated notice tells the user once.
 */
export interface NewMessage {
  userId: number;
  kind: MessageKind;
  title: string;
  body: string;
  link?: string | null | undefined;
  eventKey: string;
}

/** What `store` answers and `announce` pushes: the message stored, or none when its event was already stored. */
export interface Delivery {
  userId: number;
  message: InboxMessage | undefined;
}

const EVENT_KEY_MAX = 200;

type MessageRow = Selectable<InboxMessagesTable>;

export const toMessage = (row: MessageRow): InboxMessage => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  isRead: row.is_read,
  createTimeTimestamp: row.created_at,
  readTimestamp: row.read_at,
});

/** A message a module builds wrongly is a bug in that module: refused loudly, never stored cut short. */
function checked(message: NewMessage): NewMessage {
  const { title, body, link, eventKey } = message;
  if (title.trim() === '' || title.length > MESSAGE_TITLE_MAX) {
    throw new Error(`inbox: a title must have 1 to ${MESSAGE_TITLE_MAX} characters: ${JSON.stringify(title)}`);
  }
  if (body.length > MESSAGE_BODY_MAX) throw new Error(`inbox: a body must have at most ${MESSAGE_BODY_MAX} characters`);
  if (link != null && !link.startsWith('/')) throw new Error(`inbox: a link is an in-app path: ${link}`);
  if (eventKey === '' || eventKey.length > EVENT_KEY_MAX) {
    throw new Error(`inbox: an event key must have 1 to ${EVENT_KEY_MAX} characters`);
  }
  return message;
}

/**
 * Stores a message in `db`: give it the caller's transaction (a `MoneyTx` too), so the message commits or rolls back
 * with the result it tells. It only writes the database, so it is safe in work that may run twice. Call `announce`
 * with the answer after the commit.
 */
export async function store(db: Kysely<Database>, now: number, message: NewMessage): Promise<Delivery> {
  const { userId, kind, title, body, link, eventKey } = checked(message);
  const row = await repo.insertOnce(db, {
    user_id: userId,
    kind,
    title,
    body,
    link: link ?? null,
    event_key: eventKey,
    created_at: now,
  });
  return { userId, message: row ? toMessage(row) : undefined };
}

/**
 * Messages per statement of `storeMany`: 7 bound values a row, far inside both databases' limits, and few enough
 * rows that one statement is a short write.
 */
export const STORE_MANY_ROWS = 500;

/** A message `storeMany` stored now, with the event key it was stored under (to match it to its caller's event). */
export interface StoredDelivery extends Delivery {
  eventKey: string;
  message: InboxMessage;
}

/**
 * `store` for many messages at once (a draw's notices to every applicant): multi-row inserts of `STORE_MANY_ROWS`,
 * each message stored unless its event is already stored for its user. Answers a delivery for each message stored
 * now (none for a repeat); give them to `announceMany` after the commit. Give it a transaction so the chunk commits
 * together, or `ctx.db` where each statement may commit on its own.
 */
export async function storeMany(
  db: Kysely<Database>,
  now: number,
  messages: readonly NewMessage[],
): Promise<StoredDelivery[]> {
  const deliveries: StoredDelivery[] = [];
  for (let i = 0; i < messages.length; i += STORE_MANY_ROWS) {
    const rows = messages.slice(i, i + STORE_MANY_ROWS).map((m) => {
      const { userId, kind, title, body, link, eventKey } = checked(m);
      return { user_id: userId, kind, title, body, link: link ?? null, event_key: eventKey, created_at: now };
    });
    for (const row of await repo.insertManyOnce(db, rows)) {
      deliveries.push({ userId: row.user_id, eventKey: row.event_key, message: toMessage(row) });
    }
  }
  return deliveries;
}

/** What telling a user needs: the database (their email-copy setting), /push, the mailer and the log. */
export type AnnounceContext = Pick<AppContext, 'db' | 'push' | 'mailer' | 'log'>;
export type DeliverContext = AnnounceContext & Pick<AppContext, 'now'>;

/**
 * After the commit: the private /push event of a stored message (nothing when the event was stored before), and its
 * email copy when the user has turned that on. The mail goes in the background: a slow or failing mail server never
 * holds up or fails the result it tells about (a failure is logged, without the message).
 */
export function announce(ctx: AnnounceContext, delivery: Delivery | undefined): void {
  if (!delivery?.message) return;
  ctx.push.publishPrivate(delivery.userId, INBOX_PUSH_TYPE, { message: delivery.message } satisfies InboxEvent);
  inBackground(mailCopy(ctx, delivery.userId, delivery.message));
}

const pendingMail = new Set<Promise<void>>();
/** Waits for the email copies on their way (tests, and closing the app). */
export async function mailSettled(): Promise<void> {
  await Promise.all([...pendingMail]);
}

function inBackground(sent: Promise<void>) {
  pendingMail.add(sent);
  void sent.finally(() => pendingMail.delete(sent));
}

/** The email copy, to `to` (looked up when not given); a failure is logged, without the message. */
async function mailCopy(ctx: AnnounceContext, userId: number, message: InboxMessage, to?: string): Promise<void> {
  try {
    const address = to ?? (await repo.emailCopyAddress(ctx.db, userId));
    if (!address) return;
    await ctx.mailer.send({ to: address, subject: `Bourse: ${message.title}`, text: emailText(message) });
  } catch (err) {
    ctx.log.warn({ err, userId, messageId: message.id }, 'inbox email copy failed');
  }
}

/**
 * `announce` for many deliveries (what `storeMany` answered), after the commit: each stored message's private /push
 * event (the badge), and the email copies for the users who turned them on, found in one query rather than one per
 * message. The mails go in the background, as `announce`'s do. If the lookup fails, the copies are skipped and
 * logged (the messages are stored and pushed already).
 */
export async function announceMany(ctx: AnnounceContext, deliveries: readonly Delivery[]): Promise<void> {
  const stored = deliveries.filter((d): d is Delivery & { message: InboxMessage } => d.message !== undefined);
  for (const d of stored) {
    ctx.push.publishPrivate(d.userId, INBOX_PUSH_TYPE, { message: d.message } satisfies InboxEvent);
  }
  let addresses: Map<number, string>;
  try {
    addresses = await repo.emailCopyAddresses(
      ctx.db,
      stored.map((d) => d.userId),
    );
  } catch (err) {
    ctx.log.warn({ err, messages: stored.length }, 'inbox email copies skipped: their addresses could not be read');
    return;
  }
  for (const d of stored) {
    const to = addresses.get(d.userId);
    if (to) inBackground(mailCopy(ctx, d.userId, d.message, to));
  }
}

/** The email copy: the message's own English words, then why it came and where to stop it. */
export function emailText(message: Pick<InboxMessage, 'title' | 'body'>): string {
  return [
    message.title,
    '',
    message.body,
    '',
    '--',
    'A copy of a message in your Bourse inbox. To stop these emails, turn off "Email copy of messages" in Settings.',
    '',
  ].join('\n');
}

/** For a caller with no transaction of its own: stores the message at once, then announces it. */
export async function deliver(ctx: DeliverContext, message: NewMessage): Promise<Delivery> {
  const delivery = await store(ctx.db, ctx.now(), message);
  announce(ctx, delivery);
  return delivery;
}

// The user's calls.

/** POST /message/pageList: newest first, optionally only the unread or only the read ones. */
export async function list(ctx: AppContext, userId: number, q: PageRequest & { isRead?: 0 | 1 | undefined }) {
  const [rows, total] = await Promise.all([
    repo.page(ctx.db, userId, { isRead: q.isRead, ...pageWindow(q) }),
    repo.count(ctx.db, userId, q.isRead),
  ]);
  return toPage(rows.map(toMessage), total, q);
}

/** GET /message/unreadCount. */
export async function unreadCount(ctx: AppContext, userId: number) {
  return { unread: await repo.count(ctx.db, userId, 0) };
}

/** POST /message/read: the message, read from now on. Another user's message is not found. */
export async function read(ctx: AppContext, userId: number, id: number): Promise<InboxMessage> {
  await repo.markRead(ctx.db, userId, id, ctx.now());
  const row = await repo.findOwned(ctx.db, userId, id);
  if (!row) throw notFound('Message not found');
  return toMessage(row);
}

/** POST /message/readAll. */
export async function readAll(ctx: AppContext, userId: number) {
  return { marked: await repo.markAllRead(ctx.db, userId, ctx.now()) };
}

/** GET /message/emailCopy: off (0) unless the user turned it on. */
export async function emailCopy(ctx: AppContext, userId: number): Promise<EmailCopySetting> {
  return { emailCopy: await repo.emailCopy(ctx.db, userId) };
}

/** POST /message/setEmailCopy. */
export async function setEmailCopy(ctx: AppContext, userId: number, emailCopy: 0 | 1): Promise<EmailCopySetting> {
  await repo.setEmailCopy(ctx.db, userId, emailCopy, ctx.now());
  return { emailCopy };
}

/** POST /message/delete. Another user's message, or one deleted already, is not found. */
export async function remove(ctx: AppContext, userId: number, id: number): Promise<void> {
  if ((await repo.remove(ctx.db, userId, id, ctx.now())) === 0) throw notFound('Message not found');
}

/** A number as a message writes it: thousands grouped ("100,000", "4,521.30"). Text in, text out. */
export function numberText(value: string): string {
  const [int = '', frac] = value.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const grouped = int.slice(sign.length).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}

/** An amount as a message says it: thousands grouped, then the currency ("1,000.00 USD"). */
export const amountText = (amount: string, currency: string): string => `${numberText(amount)} ${currency}`;
