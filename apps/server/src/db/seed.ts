import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './database.ts';

const rootPackage = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8'),
) as { version?: string };

const APP_VERSION = rootPackage.version ?? '0.1.0';
const RELEASE_NOTES = 'Sign up with an emailed code, log in, and manage your password and pay password.';

/**
 * Idempotent: safe on every start and on every node. Only rows of the database itself; accounts (the first staff
 * account) are made by their module, which app.ts calls after this.
 */
export async function seed(db: Db, now: number): Promise<void> {
  await db
    .insertInto('app_versions')
    .values({ version: APP_VERSION, notes: RELEASE_NOTES, force: 0, published_at: now })
    .onConflict((oc) => oc.column('version').doNothing())
    .execute();
}
