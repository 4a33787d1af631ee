import type { Harness } from '../../testing/harness.ts';
import { signUpFunded } from '../../testing/money.ts';

/** Sessions outlive the clock moves of these suites (a rental lasts days). */
export const ROBOT_TEST_ENV = { SESSION_IDLE_MINUTES: String(365 * 24 * 60) };

export function ok<T>(res: { status: number; body: { msg: string; data: T } }): T {
  if (res.status !== 200) throw new Error(`${res.status} ${res.body.msg}`);
  return res.body.data;
}

/** A user with `balance` USD in Balance. */
export const renter = (h: Harness, balance = '5000') => signUpFunded(h, balance);

/** House robot_fees as the ledger holds it (house accounts keep their balance in `available`). */
export async function houseRobotFees(h: Harness): Promise<string> {
  const row = await h.ctx.db
    .selectFrom('ledger_accounts')
    .select('available')
    .where('owner', '=', 'house')
    .where('kind', '=', 'robot_fees')
    .executeTakeFirst();
  return row?.available ?? '0';
}
