import { FOLLOW_PUSH_TYPE } from '@bourse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { usePrivateEvent } from '../../api/usePrivateEvent';
import { invalidateCopyTrading } from './mutations';

/** A follow order started or was settled: the orders, institutions and the Follow account are fetched again. */
export function useFollowEvents() {
  const queryClient = useQueryClient();
  usePrivateEvent(FOLLOW_PUSH_TYPE, () => {
    void invalidateCopyTrading(queryClient);
  });
}
