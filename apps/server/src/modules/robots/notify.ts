import { ROBOT_PUSH_TYPE, type RobotEvent } from '@bourse/contract';
import * as inbox from '../inbox/service.ts';
import type { RentalRow } from './repo.ts';

/**
 * The inbox message of a rental's purchase or end, stored in the same transaction (once per rental and event). Kind
 * 'trade': the inbox has no kind of its own for robots, and what a robot does is trade (docs/decisions.md, Robot
 * rental).
 */
export function rentalMessage(
  row: Pick<RentalRow, 'id' | 'user_id' | 'robot_name' | 'amount' | 'days' | 'fee'>,
  event: { kind: 'purchased' } | { kind: 'settled'; income: string },
): inbox.NewMessage {
  const amount = inbox.amountText(row.amount, 'USD');
  const [title, body] =
    event.kind === 'purchased'
      ? [
          'Purchase successful',
          `${row.robot_name} is yours for ${row.days} days and trades ${amount} from Balance (fee ${inbox.amountText(row.fee, 'USD')}).`,
        ]
      : [
          'Robot rental ended',
          `${row.robot_name} has stopped: its positions are closed and ${amount} with its P&L of ${inbox.amountText(event.income, 'USD')} is back in Balance.`,
        ];
  return {
    userId: row.user_id,
    kind: 'trade',
    title,
    body,
    link: `/robot/order?id=${row.id}`,
    eventKey: `robot-rental:${row.id}:${event.kind}`,
  };
}

/**
 * THE hook through which a rental's purchase and end reach its user, after the transaction committed: a private /push
 * event and the inbox message stored in that transaction.
 */
export function notifyRobot(
  ctx: inbox.AnnounceContext,
  userId: number,
  event: RobotEvent,
  delivery: inbox.Delivery | undefined,
): void {
  ctx.push.publishPrivate(userId, ROBOT_PUSH_TYPE, event);
  inbox.announce(ctx, delivery);
}
