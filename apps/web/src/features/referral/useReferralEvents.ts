import { REFERRAL_PUSH_TYPE } from '@bourse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { usePrivateEvent } from '../../api/usePrivateEvent';
import { showToast } from '../../ui/toast';
import { referralKeys } from './queries';

/** Someone signed up with the user's invite code: the share screen's count refreshes, and the server's message shows. */
export function useReferralEvents() {
  const queryClient = useQueryClient();
  usePrivateEvent(REFERRAL_PUSH_TYPE, (event) => {
    void queryClient.invalidateQueries({ queryKey: referralKeys.all });
    showToast(event.message);
  });
}
