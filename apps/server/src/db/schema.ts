import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Times are epoch milliseconds; flags are 0/1; money is a canonical decimal string (docs/decisions.md). */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  user_login_id: string;
  /** Lower-cased user ID: the unique key, so 'Alice' and 'alice' are one user. */
  login_key: string;
  name: Generated<string>;
  phone: Generated<string>;
  profile_photo: Generated<string>;
  password_hash: string;
  pay_password_hash: string | null;
  invite_code: string;
  invited_by: number | null;
  kyc_status: Generated<number>;
  role: Generated<string>;
  failed_logins: Generated<number>;
  locked_until: Generated<number>;
  pay_failed_tries: Generated<number>;
  pay_locked_until: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  user_agent: Generated<string>;
  ip: Generated<string>;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  purpose: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  tries: Generated<number>;
  used_at: number | null;
  ip: Generated<string>;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  /** 'user' or 'house'. */
  owner: string;
  /** The user's id; 0 for house accounts. */
  user_id: number;
  kind: string;
  currency: string;
  available: string;
  used: string;
  created_at: number;
  updated_at: number;
}

export interface AppVersionsTable {
  id: Generated<number>;
  version: string;
  notes: string;
  force: Generated<number>;
  published_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  ledger_accounts: LedgerAccountsTable;
  app_versions: AppVersionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type EmailCodeRow = Selectable<EmailCodesTable>;
