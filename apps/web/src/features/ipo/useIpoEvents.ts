import { IPO_PUSH_TYPE } from '@bourse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { usePrivateEvent } from '../../api/usePrivateEvent';
import { showToast } from '../../ui/toast';
import { invalidateIpo } from './mutations';

/** A draw result or a listing: subscriptions and balances are fetched again, and a toast gives the server's message. */
export function useIpoEvents() {
  const queryClient = useQueryClient();
  usePrivateEvent(IPO_PUSH_TYPE, (event) => {
    void invalidateIpo(queryClient);
    if (event.message) showToast(event.message);
  });
}
