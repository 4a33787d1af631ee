import type { Area } from '@bourse/contract';
import { countries } from 'countries-list';

/**
 * Countries and territories of ISO 3166-1 (plus Kosovo's user-assigned XK) with their main dialling code. The id is
 * the 1-based position in ISO-code order, so it is stable while the list is.
 */
export const areas: readonly Area[] = Object.entries(countries)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([isoCode, c], i) => ({ id: i + 1, name: c.name, isoCode, dialCode: `+${c.phone[0] ?? ''}` }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
