import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { boundedText, idField, text } from './fields.ts';
import { pageOf, pageQuery, sortBy, sortOrder as order } from './paging.ts';

/**
 * The back office's own reads and actions (apps/admin), beside the review calls of each module. Every list is paged,
 * sorted and filtered on the server; every action is audited.
 */

const timeField = z.coerce.number({ error: 'must be epoch milliseconds' }).int('must be epoch milliseconds').min(0);
const search = boundedText(100);
const reason = text().trim().min(1, 'is required').max(300, 'must be at most 300 characters');

export const STAFF_USER_SORTS = ['id', 'email', 'userLoginId', 'name', 'createdAt'] as const;
export const staffUserRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  userLoginId: z.string(),
  name: z.string(),
  kycStatus: z.number().int(),
  role: z.string(),
  /** When staff locked the account (null while it is not locked). */
  lockedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type StaffUserRow = z.infer<typeof staffUserRowSchema>;

const money = z.string();
export const staffUserDetailSchema = z.object({
  user: staffUserRowSchema.extend({
    phone: z.string(),
    invitedBy: z.number().int().nullable(),
    lockReason: z.string(),
  }),
  identity: z
    .object({
      id: z.number().int(),
      docType: z.string(),
      status: z.number().int(),
      reason: z.string(),
      createdAt: z.number().int(),
    })
    .nullable(),
  accounts: z.array(z.object({ kind: z.string(), currency: z.string(), available: money, used: money })),
  positions: z.array(
    z.object({
      id: z.number().int(),
      account: z.string(),
      code: z.string(),
      direction: z.number().int(),
      quantity: z.number(),
      entryPrice: money,
      margin: money,
      status: z.string(),
      openedAt: z.number().int(),
      closedAt: z.number().int().nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.number().int(),
      account: z.string(),
      code: z.string(),
      direction: z.number().int(),
      orderType: z.number().int(),
      status: z.number().int(),
      quantity: z.number(),
      limitPrice: money.nullable(),
      fillPrice: money.nullable(),
      createdAt: z.number().int(),
    }),
  ),
  money: z.array(
    z.object({
      id: z.number().int(),
      txId: z.number().int(),
      kind: z.string(),
      account: z.string(),
      amount: money,
      currency: z.string(),
      balanceAfter: money,
      createdAt: z.number().int(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      ip: z.string(),
      userAgent: z.string(),
      createdAt: z.number().int(),
      lastSeenAt: z.number().int(),
      revokedAt: z.number().int().nullable(),
    }),
  ),
  messages: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      title: z.string(),
      body: z.string(),
      isRead: z.number().int(),
      createdAt: z.number().int(),
    }),
  ),
});
export type StaffUserDetail = z.infer<typeof staffUserDetailSchema>;

export const AUDIT_SORTS = ['id', 'createdAt', 'action'] as const;
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number().int(),
  reason: z.string(),
  beforeStatus: z.number().int().nullable(),
  afterStatus: z.number().int().nullable(),
  detail: z.string().nullable(),
  createdAt: z.number().int(),
});

export const JOURNAL_SORTS = ['id', 'createdAt'] as const;
export const journalTxSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  memo: z.string(),
  userId: z.number().int(),
  referenceType: z.string().nullable(),
  referenceId: z.number().int().nullable(),
  createdAt: z.number().int(),
  entries: z.array(
    z.object({
      account: z.string(),
      bucket: z.string(),
      amount: money,
      currency: z.string(),
      balanceAfter: money,
    }),
  ),
});

export const ledgerCheckSchema = z.object({
  sound: z.boolean(),
  checkedAt: z.number().int(),
  accounts: z.number().int(),
  transactions: z.number().int(),
  entries: z.number().int(),
  /** Per currency: what users hold (available + used) and what each house account holds. */
  totals: z.array(z.object({ currency: z.string(), owner: z.string(), kind: z.string(), balance: money })),
  violations: z.array(z.object({ invariant: z.string(), message: z.string() })),
});

export const dashboardSchema = z.object({
  queues: z.object({
    deposits: z.number().int(),
    withdrawals: z.number().int(),
    kyc: z.number().int(),
    blockTrading: z.number().int(),
    loans: z.number().int(),
  }),
  openPositions: z.number().int(),
  /** One row per UTC day, oldest first, the last being today. */
  days: z.array(
    z.object({
      day: z.string(),
      deposits: money,
      withdrawals: money,
      signUps: z.number().int(),
      /** Trading results the house booked that day (the clients' losses less their profits), in USD. */
      houseTradingPnl: money,
    }),
  ),
});

export const staffSettingSchema = z.object({
  group: z.string(),
  /** The setting's name, unique: what `staffSettingsUpdate` takes. */
  key: z.string(),
  /** The value in force (a decimal string, or a list for a read-only one). */
  value: z.string(),
  /** The configured default, in force when staff have not changed it. */
  defaultValue: z.string(),
  description: z.string(),
  /** What a new value must be, e.g. 'a fraction from 0 to 0.05'. */
  rule: z.string(),
  /** 1: staff with `settings.write` may change it here; 0: only the server's configuration sets it. */
  editable: z.union([z.literal(0), z.literal(1)]),
  /** When staff last changed it (null: the default is in force). */
  changedAt: z.number().int().nullable(),
});
export type StaffSetting = z.infer<typeof staffSettingSchema>;
export const staffSettingsSchema = z.array(staffSettingSchema);

/** A setting's new value: a decimal number as text (its range is the setting's own rule), or null for the default. */
export const settingValueField = text()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,10})?$/, 'must be a decimal number such as 0.001 or 2500')
  .nullable();

export const IPO_STATES = ['upcoming', 'subscribing', 'drawing', 'awaitingListing', 'listed'] as const;
export const STAFF_IPO_SORTS = ['listingDate', 'subscriptionStart', 'symbol', 'applications', 'amount'] as const;
export const staffIpoRowSchema = z.object({
  /** The symbol, as react-admin keys a row. */
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  market: z.string(),
  currency: z.string(),
  issuePrice: money,
  lotSize: z.number().int(),
  subscriptionStart: z.string(),
  subscriptionEnd: z.string(),
  drawDate: z.string(),
  listingDate: z.string(),
  state: z.enum(IPO_STATES),
  /** Subscriptions not cancelled, and what they froze (amount, USD) and the lots they asked for. */
  applications: z.number().int(),
  amount: money,
  lots: z.number().int(),
  /** After the draw: the lots allotted to users and when it ran (null before). */
  allottedLots: z.number().int().nullable(),
  drawnAt: z.number().int().nullable(),
});

export const STAFF_INSTITUTION_SORTS = ['name', 'followers', 'amount', 'totalReturn'] as const;
export const staffInstitutionRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  instrument: z.string(),
  profitShareRate: money,
  equity: money,
  /** Percent, two decimals; null before the first sample. */
  weekReturn: money.nullable(),
  monthReturn: money.nullable(),
  totalReturn: money.nullable(),
  maxDrawdown: money,
  /** Users with a follow order waiting or running, and what those orders hold (USD). */
  followers: z.number().int(),
  amount: money,
  /** running: a cycle is under way; between: waiting for the next one to start. */
  cycleState: z.enum(['running', 'between']),
  cycleStartsAt: z.number().int().nullable(),
  cycleEndsAt: z.number().int().nullable(),
  nextCycleAt: z.number().int(),
  /** Whether its strategy is trading (running) or stopped. */
  strategy: z.string(),
});

export const STAFF_ROBOT_SORTS = ['name', 'activeRentals', 'amount', 'fees'] as const;
export const staffRobotRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  strategy: z.string(),
  instrument: z.string(),
  leverage: z.number().int(),
  /** rentable: its instrument is quoted; unavailable: not offered now. */
  status: z.enum(['rentable', 'unavailable']),
  marketOpen: z.boolean(),
  /** Rentals trading or being closed, what they hold (USD), every rental ever and the fees they paid (USD). */
  activeRentals: z.number().int(),
  amount: money,
  rentals: z.number().int(),
  fees: money,
});

const userId = z.strictObject({ id: idField });

export const backofficeEndpoints = {
  staffUserList: defineEndpoint({
    method: 'POST',
    path: '/admin/user/listPage',
    tag: 'backoffice',
    permission: 'users.read',
    summary: 'Users, searched by email, user ID or name (or an exact id), filtered, sorted and paged',
    auth: true,
    input: z.strictObject({
      q: search.optional(),
      kycStatus: z.coerce.number().int().min(0).max(3).optional(),
      locked: z.coerce.number().int().min(0).max(1).optional(),
      sort: sortBy(STAFF_USER_SORTS, 'id'),
      order,
      ...pageQuery,
    }),
    output: pageOf(staffUserRowSchema),
  }),
  staffUserDetail: defineEndpoint({
    method: 'POST',
    path: '/admin/user/detail',
    tag: 'backoffice',
    permission: 'users.read',
    summary:
      'One user: profile, identity, balances of every account, positions, orders, money history, sessions, messages',
    auth: true,
    input: userId,
    output: staffUserDetailSchema,
  }),
  staffUserLock: defineEndpoint({
    method: 'POST',
    path: '/admin/user/lock',
    tag: 'backoffice',
    permission: 'users.lock',
    summary: 'Lock an account: its sessions end at once and logins are refused until it is unlocked (audited)',
    auth: true,
    input: z.strictObject({ id: idField, reason }),
    output: staffUserRowSchema,
  }),
  staffUserUnlock: defineEndpoint({
    method: 'POST',
    path: '/admin/user/unlock',
    tag: 'backoffice',
    permission: 'users.lock',
    summary: 'Unlock an account: its owner may log in again (audited)',
    auth: true,
    input: z.strictObject({ id: idField, reason }),
    output: staffUserRowSchema,
  }),
  staffUserEndSessions: defineEndpoint({
    method: 'POST',
    path: '/admin/user/endSessions',
    tag: 'backoffice',
    permission: 'users.lock',
    summary: 'End every session of a user (they must log in again); answers how many ended (audited)',
    auth: true,
    input: z.strictObject({ id: idField, reason }),
    output: z.object({ ended: z.number().int() }),
  }),
  staffAuditList: defineEndpoint({
    method: 'POST',
    path: '/admin/audit/listPage',
    tag: 'backoffice',
    permission: 'audit.read',
    summary: 'The audit log, filtered by staff member, action, target and date, sorted and paged',
    auth: true,
    input: z.strictObject({
      actorId: idField.optional(),
      action: search.optional(),
      targetType: search.optional(),
      targetId: idField.optional(),
      from: timeField.optional(),
      to: timeField.optional(),
      sort: sortBy(AUDIT_SORTS, 'id'),
      order,
      ...pageQuery,
    }),
    output: pageOf(auditEntrySchema),
  }),
  staffJournalList: defineEndpoint({
    method: 'POST',
    path: '/admin/ledger/journal/listPage',
    tag: 'backoffice',
    permission: 'ledger.read',
    summary: 'Journal transactions with their entries, searched by user, kind, reference and date, sorted and paged',
    auth: true,
    input: z.strictObject({
      userId: idField.optional(),
      kind: search.optional(),
      referenceType: search.optional(),
      referenceId: idField.optional(),
      from: timeField.optional(),
      to: timeField.optional(),
      sort: sortBy(JOURNAL_SORTS, 'id'),
      order,
      ...pageQuery,
    }),
    output: pageOf(journalTxSchema),
  }),
  staffLedgerCheck: defineEndpoint({
    method: 'POST',
    path: '/admin/ledger/check',
    tag: 'backoffice',
    permission: 'ledger.read',
    summary: 'Run the ledger’s invariant check now: its figures and any violation',
    auth: true,
    input: z.strictObject({}),
    output: ledgerCheckSchema,
  }),
  staffDashboard: defineEndpoint({
    method: 'POST',
    path: '/admin/dashboard',
    tag: 'backoffice',
    permission: 'dashboard.read',
    summary: 'Queue counts, open positions and, per day, deposits, withdrawals, sign-ups and the house’s trading P&L',
    auth: true,
    input: z.strictObject({
      days: z.coerce.number().int('must be a whole number from 1 to 90').min(1).max(90).default(14),
    }),
    output: dashboardSchema,
  }),
  staffIpoList: defineEndpoint({
    method: 'POST',
    path: '/admin/offerings/ipo/listPage',
    tag: 'backoffice',
    permission: 'offerings.read',
    summary: 'The IPO calendar: each offering with its dates, state, applications and amounts, filtered, sorted, paged',
    auth: true,
    input: z.strictObject({
      q: search.optional(),
      state: z.enum(IPO_STATES, { error: `must be one of ${IPO_STATES.join(', ')}` }).optional(),
      sort: sortBy(STAFF_IPO_SORTS, 'listingDate'),
      order,
      ...pageQuery,
    }),
    output: pageOf(staffIpoRowSchema),
  }),
  staffInstitutionList: defineEndpoint({
    method: 'POST',
    path: '/admin/offerings/institutions/listPage',
    tag: 'backoffice',
    permission: 'offerings.read',
    summary: 'Copy-trading institutions with followers, what they follow with, returns and cycle state, sorted, paged',
    auth: true,
    input: z.strictObject({ q: search.optional(), sort: sortBy(STAFF_INSTITUTION_SORTS, 'name'), order, ...pageQuery }),
    output: pageOf(staffInstitutionRowSchema),
  }),
  staffRobotList: defineEndpoint({
    method: 'POST',
    path: '/admin/offerings/robots/listPage',
    tag: 'backoffice',
    permission: 'offerings.read',
    summary: 'Rental robots with their status, rentals and the amounts and fees they hold, filtered, sorted, paged',
    auth: true,
    input: z.strictObject({
      q: search.optional(),
      status: z.enum(['rentable', 'unavailable'], { error: 'must be one of rentable, unavailable' }).optional(),
      sort: sortBy(STAFF_ROBOT_SORTS, 'name'),
      order,
      ...pageQuery,
    }),
    output: pageOf(staffRobotRowSchema),
  }),
  staffSettings: defineEndpoint({
    method: 'POST',
    path: '/admin/settings',
    tag: 'backoffice',
    permission: 'settings.read',
    summary: 'The settings in force (fees, leverage caps, financing, block discount, limits) with their defaults',
    auth: true,
    input: z.strictObject({}),
    output: staffSettingsSchema,
  }),
  staffSettingsUpdate: defineEndpoint({
    method: 'POST',
    path: '/admin/settings/update',
    tag: 'backoffice',
    permission: 'settings.write',
    summary:
      'Change one setting (or put back its default with null); in force from the next request, audited with the reason',
    auth: true,
    input: z.strictObject({ key: search, value: settingValueField, reason }),
    output: staffSettingSchema,
  }),
};
