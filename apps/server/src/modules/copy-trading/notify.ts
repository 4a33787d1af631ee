import { FOLLOW_PUSH_TYPE, type FollowEvent } from '@bourse/contract';
import { Decimal } from '@bourse/domain';
import type { AppContext } from '../../platform/context.ts';
import * as inbox from '../inbox/service.ts';

const utcMinute = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/** The inbox message of a follow order's step. */
export function followMessage(userId: number, event: FollowEvent): inbox.NewMessage {
  const { order } = event;
  const amount = inbox.amountText(order.amount, 'USD');
  let title: string;
  let body: string;
  if (event.kind === 'started') {
    title = 'Follow order started';
    body = `${amount} follows ${order.institutionName} until ${utcMinute(order.cycleEndTimestamp)} UTC; it is settled then.`;
  } else {
    const pnl = Decimal.from(order.pnl ?? '0');
    const result = pnl.isNegative()
      ? `a loss of ${inbox.amountText(pnl.neg().toFixed(2), 'USD')}`
      : `a profit of ${inbox.amountText(pnl.toFixed(2), 'USD')}, less a profit share of ${inbox.amountText(order.profitShare ?? '0', 'USD')}`;
    title = 'Follow order settled';
    body = `${inbox.amountText(order.payout ?? '0', 'USD')} returned to Follow from ${amount} with ${order.institutionName}: ${result}.`;
  }
  return { userId, kind: 'follow', title, body, link: '/follow/orders', eventKey: `follow:${order.id}:${event.kind}` };
}

/** After the commit: the private /push event of a follow order's step. */
export function pushFollow(ctx: Pick<AppContext, 'push'>, userId: number, event: FollowEvent) {
  ctx.push.publishPrivate(userId, FOLLOW_PUSH_TYPE, event);
}
