import { TRADE_PUSH_TYPE } from '@bourse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { usePrivateEvent } from '../../api/usePrivateEvent';
import { showToast } from '../../ui/toast';
import { invalidateTrading } from './mutations';

/**
 * A fill, cancel, trigger, stop-out or margin call (docs/design.md §5): positions, orders and balances are fetched
 * again wherever they show, and a toast gives the server's message.
 */
export function useTradeEvents() {
  const queryClient = useQueryClient();
  usePrivateEvent(TRADE_PUSH_TYPE, (event) => {
    void invalidateTrading(queryClient);
    if (event.message) showToast(event.message);
  });
}
