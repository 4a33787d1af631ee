import type { Call } from './api.ts';

/** The staff account global-setup has the server seed (STAFF_EMAIL, STAFF_PASSWORD); specs review through the API. */
export const E2E_STAFF = { email: 'staff-e2e@bourse.test', password: 'Review-Desk-Lantern-42' };

/** Logs the seeded staff account in through `api`; answers its token. */
export async function logInStaff(api: Call): Promise<string> {
  const session = await api('login', { username: E2E_STAFF.email, password: E2E_STAFF.password });
  return session.token;
}
