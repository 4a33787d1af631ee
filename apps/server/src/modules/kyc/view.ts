import { type Kyc, KycStatusLabel } from '@bourse/contract';
import type { Selectable } from 'kysely';
import type { KycApplicationsTable } from '../../db/schema.ts';
import { areaByIso } from '../meta/service.ts';

export type KycRow = Selectable<KycApplicationsTable>;

/** All but the last 4 characters of a document number hidden (a number of 4 or fewer shows only its last). */
export const maskNumber = (n: string) => {
  const shown = n.length > 4 ? 4 : 1;
  return `${'*'.repeat(n.length - shown)}${n.slice(-shown)}`;
};

/** A submission as its owner sees it: the number masked, no image (the owner uploaded them). */
export function toKyc(row: KycRow): Kyc {
  return {
    id: row.id,
    docType: row.doc_type,
    country: row.country,
    countryName: areaByIso(row.country)?.name ?? row.country,
    firstName: row.first_name,
    lastName: row.last_name,
    idNumber: maskNumber(row.id_number),
    status: row.status,
    statusLabel: KycStatusLabel[row.status] ?? '',
    reason: row.reason,
    createTimeTimestamp: row.created_at,
    reviewTimeTimestamp: row.reviewed_at,
  };
}

/** What a staff reviewer compares with the images: the whole number. */
export const toStaffKyc = (row: KycRow): Kyc => ({ ...toKyc(row), idNumber: row.id_number });
