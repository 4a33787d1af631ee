import { z } from 'zod';

export { PushMarketType } from './codes.ts';

export const pushClientMessage = z.discriminatedUnion('event', [
  z.object({ event: z.literal('subscribe'), channel: z.string().max(20_000), marketType: z.string().optional() }),
  z.object({ event: z.literal('unsubscribe'), channel: z.string().max(20_000), marketType: z.string().optional() }),
  z.object({ event: z.literal('pong') }),
  z.object({ event: z.literal('ping') }),
  z.object({ event: z.literal('auth'), token: z.string().max(200) }),
]);
export type PushClientMessage = z.infer<typeof pushClientMessage>;

export type PushServerMessage =
  | { event: 'ping' }
  | { event: 'pong' }
  | { event: 'quote'; channel: string; data: unknown }
  | { event: 'auth'; ok: boolean }
  | { event: 'private'; type: string; data: unknown };
