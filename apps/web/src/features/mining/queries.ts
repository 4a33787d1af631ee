import type { MiningInfo } from '@bourse/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { usePagedQuery } from '../../api/paged-query';
import { USER_SCOPE } from '../../api/query-defaults';

export const miningKeys = {
  all: [USER_SCOPE, 'mining'] as const,
  info: () => [...miningKeys.all, 'info'] as const,
  records: () => [...miningKeys.all, 'records'] as const,
};

/** While a session runs, ask again when it ends, then every 2 s until the leader has settled it. */
export function refetchDelay(info: MiningInfo | undefined, now: number): number | false {
  const session = info?.session;
  if (!session) return false;
  return Math.max(2_000, session.endsAt - now);
}

/** Energy, the published rules, today's budget and the running session. */
export function useMiningInfo() {
  const api = useApi();
  return useQuery({
    queryKey: miningKeys.info(),
    queryFn: ({ signal }) => api.call('miningInfo', {}, { signal }),
    refetchInterval: (query) => refetchDelay(query.state.data, Date.now()),
  });
}

/** Mining records, newest first. */
export function useMiningRecords() {
  const api = useApi();
  return usePagedQuery(miningKeys.records(), (pageNo, pageSize, signal) =>
    api.call('miningRecords', { pageNo, pageSize }, { signal }),
  );
}
