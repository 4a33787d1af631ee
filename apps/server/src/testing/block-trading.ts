import { KycStatus } from '@bourse/contract';
import type { Harness } from './harness.ts';
import { verifyIdentity } from './kyc.ts';
import { STAFF_ENV, staffToken } from './staff.ts';
import { createTradingHarness, type TradingHarness, trader } from './trading.ts';

/** A trading harness (prices set by the test, markets open) whose server seeded the staff account. */
export const createBlockHarness = (env: Record<string, string> = {}): Promise<TradingHarness> =>
  createTradingHarness({ ...STAFF_ENV, ...env });

/** Applies for block trading as `token` (verifying the identity first when it is not); answers the application's id. */
export async function applyForBlock(h: Harness, token: string): Promise<number> {
  const info = await h.call('userInfo', {}, { token });
  if (info.body.data?.kycStatus !== KycStatus.verified) await verifyIdentity(h, token);
  const res = await h.call('blockTradingApply', {}, { token });
  if (res.status !== 200 || res.body.data.applicationId === null) throw new Error(`apply: ${res.body.msg}`);
  return res.body.data.applicationId;
}

/** A new user with `amount` USD in the Stock account, whose block-trading application staff approved. */
export async function blockTrader(h: Harness, amount: string) {
  const u = await trader(h, amount);
  const id = await applyForBlock(h, u.token);
  const res = await h.call('staffBlockTradingApprove', { id }, { token: await staffToken(h) });
  if (res.status !== 200) throw new Error(`approve: ${res.body.msg}`);
  return u;
}
