import { useLiveTick, usePushQuotes } from '../../api/usePushQuotes';

/**
 * The live bid and ask of a channel, from /push ticks (subscribed while mounted); undefined until a tick with both
 * sides arrives, so the server's figures show meanwhile.
 */
export function useLiveBidAsk(channel: string): { bid: string; ask: string } | undefined {
  usePushQuotes([channel]);
  const tick = useLiveTick(channel);
  if (tick?.bid === undefined || tick.ask === undefined) return undefined;
  return { bid: tick.bid, ask: tick.ask };
}
