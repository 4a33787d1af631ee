import { useLiveTick, usePushQuotes } from '../../api/usePushQuotes';
import { markOf } from './trade-math';

/**
 * The live price something held is valued at, from /push ticks on its channel: the bid for a long (direction 0),
 * the ask for a short. Undefined until a tick with both sides arrives, so the server's figure shows meanwhile.
 */
export function useLiveMark(channel: string, direction: number): string | undefined {
  usePushQuotes([channel]);
  const tick = useLiveTick(channel);
  if (tick?.bid === undefined || tick.ask === undefined) return undefined;
  return markOf(direction, { bid: tick.bid, ask: tick.ask });
}
