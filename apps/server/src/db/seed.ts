import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { ensureStaffAccount } from '../modules/accounts/service.ts';
import type { Db } from './database.ts';

const rootPackage = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8'),
) as { version?: string };

export const APP_VERSION = rootPackage.version ?? '0.1.0';
const RELEASE_NOTES = 'Sign up with an emailed code, log in, and manage your password and pay password.';

/** Idempotent: safe on every start and on every node. */
export async function seed(db: Db, now: number, config: Pick<Config, 'staff' | 'scryptLogN'>): Promise<void> {
  await db
    .insertInto('app_versions')
    .values({ version: APP_VERSION, notes: RELEASE_NOTES, force: 0, published_at: now })
    .onConflict((oc) => oc.column('version').doNothing())
    .execute();
  if (config.staff) await ensureStaffAccount(db, config.staff, config.scryptLogN, now);
}
