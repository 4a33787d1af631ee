import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { boundedText, emailField, idField, passwordField, text, userLoginIdField } from './fields.ts';
import { pageOf, pageQuery, sortBy, sortOrder } from './paging.ts';

/**
 * The back office's roles (docs/decisions.md, "Back office: roles, second factor, four eyes"). A staff account has
 * exactly one; a user account has none.
 */
export const STAFF_ROLES = ['admin', 'finance', 'compliance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff call may need. Every `/admin/` endpoint names one (`permission`), and the server denies by default. */
export const PERMISSIONS = [
  'staff.manage',
  'dashboard.read',
  'users.read',
  'users.lock',
  'messages.read',
  'deposits.review',
  'withdrawals.review',
  'withdrawals.revealCard',
  'loans.review',
  'ledger.read',
  'kyc.review',
  'blockTrading.review',
  'news.write',
  'audit.read',
  'settings.read',
  'settings.write',
  'offerings.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** THE role → permission table: admin may do everything; the others only their desk's work. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  finance: [
    'dashboard.read',
    'users.read',
    'deposits.review',
    'withdrawals.review',
    'withdrawals.revealCard',
    'loans.review',
    'ledger.read',
    'offerings.read',
  ],
  compliance: ['dashboard.read', 'users.read', 'users.lock', 'kyc.review', 'blockTrading.review', 'audit.read'],
  support: ['dashboard.read', 'users.read', 'messages.read'],
  content: ['dashboard.read', 'news.write'],
};

export const isStaffRole = (v: unknown): v is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(v);

/** Whether `role` grants `permission`; no role (a user) grants nothing. */
export const can = (role: StaffRole | null | undefined, permission: Permission): boolean =>
  role != null && ROLE_PERMISSIONS[role].includes(permission);

/** Staff sessions: how long idle, and how long at most, before they end (defaults; the server's config may change them). */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 12;
/** Wrong authenticator codes in a row that lock the second factor, and for how long. */
export const TOTP_MAX_FAILURES = 5;
export const TOTP_LOCK_MS = 15 * 60_000;

const flag = z.union([z.literal(0), z.literal(1)]);
const roleField = z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(', ')}` });
export const totpCodeField = text().regex(/^\d{6}$/, 'must be the 6 digits your authenticator app shows');

/** Who the signed-in staff member is and what the back office may show them. */
export const adminMeSchema = z.object({
  id: z.number().int(),
  userLoginId: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** 0: the authenticator is not set up yet; enrol first. */
  totpEnrolled: flag,
  /** 1: this session has passed the second factor, so the permissions apply. */
  secondFactor: flag,
});
export type AdminMe = z.infer<typeof adminMeSchema>;

/** An authenticator to add: `otpauthUrl` is shown as a QR code, `secret` for typing in by hand. Given once. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  userLoginId: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  totpEnrolled: flag,
  createdAt: z.number().int(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const STAFF_MEMBER_SORTS = ['id', 'email', 'userLoginId', 'role', 'createdAt'] as const;

export const staffEndpoints = {
  adminMe: defineEndpoint({
    method: 'GET',
    path: '/admin/me',
    tag: 'staff',
    staffSignIn: true,
    summary:
      'The signed-in staff member: role, permissions and where they are in the sign-in (before the second factor too)',
    auth: true,
    input: z.strictObject({}),
    output: adminMeSchema,
  }),
  adminTotpEnrol: defineEndpoint({
    method: 'POST',
    path: '/admin/auth/totp/enrol',
    tag: 'staff',
    staffSignIn: true,
    summary: 'Start setting up the authenticator (first sign-in): a new secret and its otpauth URL for the QR code',
    auth: true,
    input: z.strictObject({}),
    output: totpEnrolmentSchema,
  }),
  adminTotpVerify: defineEndpoint({
    method: 'POST',
    path: '/admin/auth/totp/verify',
    tag: 'staff',
    staffSignIn: true,
    summary:
      'The second factor: a right authenticator code gives this session its staff powers (and confirms enrolment)',
    auth: true,
    input: z.strictObject({ code: totpCodeField }),
    output: adminMeSchema,
  }),
  staffList: defineEndpoint({
    method: 'GET',
    path: '/admin/staff/list',
    tag: 'staff',
    permission: 'staff.manage',
    summary: 'Staff members and their roles, searched by email or user ID, filtered by role, sorted and paged',
    auth: true,
    input: z.strictObject({
      q: boundedText(100).optional(),
      role: z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(', ')}` }).optional(),
      sort: sortBy(STAFF_MEMBER_SORTS, 'id'),
      order: sortOrder,
      ...pageQuery,
    }),
    output: pageOf(staffMemberSchema),
  }),
  staffCreate: defineEndpoint({
    method: 'POST',
    path: '/admin/staff/create',
    tag: 'staff',
    permission: 'staff.manage',
    summary: 'Create a staff account with a role (audited); they set up their authenticator at first sign-in',
    auth: true,
    input: z.strictObject({
      email: emailField,
      userLoginId: userLoginIdField,
      password: passwordField,
      role: roleField,
    }),
    output: staffMemberSchema,
  }),
  staffSetRole: defineEndpoint({
    method: 'POST',
    path: '/admin/staff/role',
    tag: 'staff',
    permission: 'staff.manage',
    summary: 'Change a staff member’s role, or take it away with null (audited; their sessions end)',
    auth: true,
    input: z.strictObject({ userId: idField, role: roleField.nullable() }),
    output: staffMemberSchema.nullable(),
  }),
  staffResetTotp: defineEndpoint({
    method: 'POST',
    path: '/admin/staff/resetTotp',
    tag: 'staff',
    permission: 'staff.manage',
    summary: 'Remove a staff member’s authenticator (a lost phone): they enrol again at next sign-in (audited)',
    auth: true,
    input: z.strictObject({ userId: idField }),
    output: z.null(),
  }),
};

/** A user's own two-factor authentication (docs/decisions.md, back office): the same authenticator, for login and withdrawals. */
export const userTotpStatusSchema = z.object({
  /** 1: login and withdrawals ask for the authenticator code. */
  enabled: flag,
  /** 1: an authenticator is already set up (a staff account's), so turning it on needs only a code. */
  enrolled: flag,
});
export type UserTotpStatus = z.infer<typeof userTotpStatusSchema>;

export const userTotpEndpoints = {
  userTotpStatus: defineEndpoint({
    method: 'GET',
    path: '/api/user/totp/status',
    tag: 'accounts',
    summary: 'Whether two-factor authentication is on for the caller’s login and withdrawals',
    auth: true,
    input: z.strictObject({}),
    output: userTotpStatusSchema,
  }),
  userTotpEnrol: defineEndpoint({
    method: 'POST',
    path: '/api/user/totp/enrol',
    tag: 'accounts',
    summary:
      'Start turning two-factor authentication on: a new authenticator secret and its otpauth URL for the QR code',
    auth: true,
    input: z.strictObject({}),
    output: totpEnrolmentSchema,
  }),
  userTotpEnable: defineEndpoint({
    method: 'POST',
    path: '/api/user/totp/enable',
    tag: 'accounts',
    summary: 'Turn two-factor authentication on with a code from the authenticator',
    auth: true,
    input: z.strictObject({ code: totpCodeField }),
    output: userTotpStatusSchema,
  }),
  userTotpDisable: defineEndpoint({
    method: 'POST',
    path: '/api/user/totp/disable',
    tag: 'accounts',
    summary: 'Turn two-factor authentication off with a code from the authenticator',
    auth: true,
    input: z.strictObject({ code: totpCodeField }),
    output: userTotpStatusSchema,
  }),
};
