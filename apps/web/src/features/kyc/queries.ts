import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { StaleTime, USER_SCOPE } from '../../api/query-defaults';

export const kycKeys = {
  all: [USER_SCOPE, 'kyc'] as const,
  info: () => [...kycKeys.all, 'info'] as const,
};
export const areaKeys = { list: ['meta', 'areas'] as const };

/** The user's latest identity submission (null when none). */
export function useKycInfo() {
  const api = useApi();
  return useQuery({ queryKey: kycKeys.info(), queryFn: ({ signal }) => api.call('kycInfo', {}, { signal }) });
}

/** Countries and territories (GET /areaInfo/list): reference data that changes with a release. */
export function useAreas() {
  const api = useApi();
  return useQuery({
    queryKey: areaKeys.list,
    queryFn: ({ signal }) => api.call('areaList', {}, { signal }),
    staleTime: StaleTime.long,
  });
}
