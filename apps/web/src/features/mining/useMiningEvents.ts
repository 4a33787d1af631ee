import { MINING_PUSH_TYPE } from '@bourse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { usePrivateEvent } from '../../api/usePrivateEvent';
import { showToast } from '../../ui/toast';
import { invalidateMining } from './mutations';

/** A mining session's end (paid or failed): the mining screen and the balances refresh, and the server's message shows. */
export function useMiningEvents() {
  const queryClient = useQueryClient();
  usePrivateEvent(MINING_PUSH_TYPE, (event) => {
    void invalidateMining(queryClient);
    showToast(event.message);
  });
}
