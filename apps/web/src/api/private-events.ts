import {
  FUNDING_PUSH_TYPE,
  fundingResultEventSchema,
  KYC_PUSH_TYPE,
  kycResultEventSchema,
  TRADE_PUSH_TYPE,
  tradeEventSchema,
} from '@bourse/contract';

import { INBOX_PUSH_TYPE, inboxEventSchema } from '@bourse/contract';
import { BLOCK_TRADING_PUSH_TYPE, blockTradingEventSchema } from '@bourse/contract';
import { IPO_PUSH_TYPE, ipoEventSchema } from '@bourse/contract';
import { LOAN_PUSH_TYPE, loanEventSchema } from '@bourse/contract';
import { MINING_PUSH_TYPE, miningEventSchema } from '@bourse/contract';
import { REFERRAL_PUSH_TYPE, referralEventSchema } from '@bourse/contract';
import { ROBOT_PUSH_TYPE, robotEventSchema } from '@bourse/contract';
import { FOLLOW_PUSH_TYPE, followEventSchema } from '@bourse/contract';

/**
 * The private /push events the app understands (`{ event: 'private', type, data }`, sent only to the user's
 * authenticated sockets), each with the contract schema its data must pass. Another event is one more line here.
 */
const privateEventSchemas = {
  [BLOCK_TRADING_PUSH_TYPE]: blockTradingEventSchema,
  [FUNDING_PUSH_TYPE]: fundingResultEventSchema,
  [TRADE_PUSH_TYPE]: tradeEventSchema,
  [INBOX_PUSH_TYPE]: inboxEventSchema,
  [KYC_PUSH_TYPE]: kycResultEventSchema,
  [LOAN_PUSH_TYPE]: loanEventSchema,
  [MINING_PUSH_TYPE]: miningEventSchema,
  [REFERRAL_PUSH_TYPE]: referralEventSchema,
  [ROBOT_PUSH_TYPE]: robotEventSchema,
  [IPO_PUSH_TYPE]: ipoEventSchema,
  [FOLLOW_PUSH_TYPE]: followEventSchema,
};

type Schemas = typeof privateEventSchemas;
export type PrivateEventType = keyof Schemas;
export type PrivateEventData<K extends PrivateEventType> = ReturnType<Schemas[K]['parse']>;

const isKnown = (type: string): type is PrivateEventType => Object.hasOwn(privateEventSchemas, type);

/** The data of a private event the app knows, checked against the contract; undefined for anything else. */
export function parsePrivateEvent(type: string, data: unknown): PrivateEventData<PrivateEventType> | undefined {
  if (!isKnown(type)) return undefined;
  const parsed = privateEventSchemas[type].safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
