import type { Endpoints, InputOf } from '@bourse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { accountKeys } from '../account';
import { kycKeys } from './queries';

/** POST /updateReal: the submission becomes the latest; the user's status (user info) follows. */
export function useSubmitKyc() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<Endpoints['updateReal']>) => api.call('updateReal', input),
    onSuccess: async (kyc) => {
      queryClient.setQueryData(kycKeys.info(), kyc);
      await queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() });
    },
  });
}
