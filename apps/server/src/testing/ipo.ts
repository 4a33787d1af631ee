import { IPO_PUSH_TYPE, type IpoEvent } from '@bourse/contract';
import type { AppContext } from '../platform/context.ts';
import { createHarness, type Harness, newIdentity, signUp } from './harness.ts';
import { utc } from './market.ts';
import { fund } from './money.ts';

/**
 * Friday 2026-11-20 15:00 UTC (10:00 in New York): CBRS, DBRX and RVLT (US) and 09885 (HK) are open for subscription;
 * CBRS and DBRX draw on 11-25 and list on 11-30 and 12-01; RVLT draws on 11-27; PLAD opens on 12-07.
 */
export const IPO_START = utc(2026, 11, 20, 15);
/** CBRS: 28.00 USD, 100 shares a lot, draw 2026-11-25, listing 2026-11-30. */
export const CBRS = 'CBRS';

export const createIpoHarness = (env: Record<string, string> = {}) => createHarness(env, { startMs: IPO_START });

/** A new user with `amount` USD moved into the IPO account (signed up from `ip`, when many are needed). */
export async function ipoInvestor(h: Harness, amount: string, ip?: string) {
  const u = await signUp(h, newIdentity(), ip);
  await fund(h, u.user.id, amount);
  const res = await h.call('transfer', { from: 'balance', to: 'ipo', amount }, { token: u.token });
  if (res.status !== 200) throw new Error(`transfer: ${res.body.msg}`);
  return u;
}

/** Moves the harness clock to `ms` (never back). */
export function advanceTo(h: Harness, ms: number) {
  const by = ms - h.ctx.now();
  if (by < 0) throw new Error('the clock never goes back');
  h.advance(by);
}

/** Records every private IPO event the app publishes, by user. */
export function recordIpoEvents(ctx: Pick<AppContext, 'push'>) {
  const events: { userId: number; event: IpoEvent }[] = [];
  const publish = ctx.push.publishPrivate.bind(ctx.push);
  ctx.push.publishPrivate = (userId, type, data) => {
    if (type === IPO_PUSH_TYPE) events.push({ userId, event: data as IpoEvent });
    publish(userId, type, data);
  };
  return { of: (userId: number) => events.filter((e) => e.userId === userId).map((e) => e.event) };
}

/** The user's inbox messages about an offering's IPO (kind 'ipo'), oldest first. */
export async function ipoMessagesOf(h: Harness, token: string, stockCode: string) {
  const res = await h.call('messagePageList', { pageNo: 1, pageSize: 50 }, { token });
  if (res.status !== 200) throw new Error(`messagePageList: ${res.body.msg}`);
  return res.body.data.data
    .filter((m) => m.kind === 'ipo' && m.title.endsWith(`: ${stockCode}`))
    .sort((a, b) => a.id - b.id);
}
