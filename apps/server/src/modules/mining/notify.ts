import { MINING_FAILED, MINING_PUSH_TYPE, type MiningEvent } from '@bourse/contract';
import * as inbox from '../inbox/service.ts';

/** What a settled session tells its user: the private event and the inbox message say the same thing. */
export interface SessionOutcome {
  sessionId: number;
  userId: number;
  state: 'successful' | 'failed';
  /** The reward as the user sees it ("1.25"), USD. */
  reward: string;
  energy: number;
}

function messageText(o: SessionOutcome): { title: string; body: string } {
  return o.state === 'successful'
    ? { title: 'Mining successful', body: `${inbox.amountText(o.reward, 'USD')} credited to Balance.` }
    : { title: MINING_FAILED, body: `Today's rewards budget is spent; your ${o.energy} energy was returned.` };
}

/** The inbox message of a settled session, stored in the settlement's own transaction (once per session). */
export function miningMessage(o: SessionOutcome): inbox.NewMessage {
  return {
    userId: o.userId,
    kind: 'mining',
    link: '/mining',
    eventKey: `mining:${o.sessionId}:settled`,
    ...messageText(o),
  };
}

/**
 * THE hook through which a mining result (a session paid, or failed because the day's budget was spent) reaches its
 * user, after the settlement committed: a private /push event, and the inbox message the settlement stored
 * (`miningMessage` + `inbox.store` in its transaction).
 */
export function notifyMining(ctx: inbox.AnnounceContext, o: SessionOutcome, delivery?: inbox.Delivery): void {
  const message =
    o.state === 'successful'
      ? `Mining successful: ${o.reward} USD credited to Balance`
      : `${MINING_FAILED}: today's rewards budget is spent; your ${o.energy} energy was returned`;
  const event: MiningEvent = { kind: o.state, sessionId: o.sessionId, reward: o.reward, message };
  ctx.push.publishPrivate(o.userId, MINING_PUSH_TYPE, event);
  inbox.announce(ctx, delivery);
}
