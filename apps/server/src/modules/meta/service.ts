import type { Area } from '@bourse/contract';
import { areas } from './areas.ts';

const byIso = new Map(areas.map((a) => [a.isoCode, a]));

/** The country or territory of /areaInfo/list with this ISO 3166-1 alpha-2 code (upper case), if any. */
export const areaByIso = (isoCode: string): Area | undefined => byIso.get(isoCode);
