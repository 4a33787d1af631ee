import { useQuery } from '@tanstack/react-query';
import { StaleTime } from '../../api/query-defaults';
import { buildWorldMap } from './world-map';

/** The projected world map; the atlas (Natural Earth 1:110m, ~100 kB) loads on first use, in its own chunk. */
export function useWorldMap() {
  return useQuery({
    queryKey: ['static', 'worldMap'],
    queryFn: async () => {
      const atlas = await import('world-atlas/countries-110m.json');
      return buildWorldMap(atlas.default as unknown as Parameters<typeof buildWorldMap>[0]);
    },
    // The atlas ships with the app: loaded once and kept for the session.
    staleTime: StaleTime.never,
    gcTime: Infinity,
  });
}
