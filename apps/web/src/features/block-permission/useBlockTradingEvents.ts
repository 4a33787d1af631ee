import { BLOCK_TRADING_PUSH_TYPE } from '@bourse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { usePrivateEvent } from '../../api/usePrivateEvent';
import { showToast } from '../../ui/toast';
import { blockPermissionKeys } from './permission';

/** When staff approve or reject the user's block-trading application: the status is read again, and a toast says so. */
export function useBlockTradingEvents() {
  const queryClient = useQueryClient();
  usePrivateEvent(BLOCK_TRADING_PUSH_TYPE, (event) => {
    void queryClient.invalidateQueries({ queryKey: blockPermissionKeys.status() });
    showToast(event.message);
  });
}
