import { FOLLOW_PUSH_TYPE, type FollowEvent } from '@bourse/contract';
import type { AppContext } from '../platform/context.ts';
import type { Harness } from './harness.ts';
import { verifyIdentity } from './kyc.ts';
import { fund } from './money.ts';
import { STAFF_ENV, newUser } from './staff.ts';
import { createTradingHarness, type TradingHarness } from './trading.ts';

/** Copy-trading suites: prices set by the test, the e2e hook on, staff to verify identities, long-lived sessions. */
export const createCopyTradingHarness = (): Promise<TradingHarness> =>
  createTradingHarness({
    ...STAFF_ENV,
    COPY_TRADING_TEST_HOOKS: '1',
    SESSION_IDLE_MINUTES: String(365 * 24 * 60),
  });

/** A verified user with `amount` USD in the Follow account (moved there from Balance the ordinary way). */
export async function follower(h: Harness, amount = '5000') {
  const u = await newUser(h);
  await verifyIdentity(h, u.token);
  await fund(h, u.user.id, amount);
  const res = await h.call('transfer', { from: 'balance', to: 'follow', amount }, { token: u.token });
  if (res.status !== 200) throw new Error(`transfer: ${res.body.msg}`);
  return u;
}

/** Records every private follow event the app publishes, by user. */
export function recordFollowEvents(ctx: Pick<AppContext, 'push'>) {
  const events: { userId: number; event: FollowEvent }[] = [];
  const publish = ctx.push.publishPrivate.bind(ctx.push);
  ctx.push.publishPrivate = (userId, type, data) => {
    if (type === FOLLOW_PUSH_TYPE) events.push({ userId, event: data as FollowEvent });
    publish(userId, type, data);
  };
  return { of: (userId: number) => events.filter((e) => e.userId === userId).map((e) => e.event) };
}

/** The institutions' ids by their name. */
export async function institutionIds(h: Harness, token: string): Promise<Map<string, number>> {
  const res = await h.call('institutionList', {}, { token });
  if (res.status !== 200) throw new Error(`institutionList: ${res.body.msg}`);
  return new Map(res.body.data.map((i) => [i.name, i.id]));
}
