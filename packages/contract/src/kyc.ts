import { z } from 'zod';
import { KycStatus } from './codes.ts';
import { defineEndpoint } from './endpoint.ts';
import { boundedText, idField, requiredOr, text } from './fields.ts';
import { pageOf, pageQuery, QUEUE_SORTS, queueSort } from './paging.ts';

/** docs/product.md §3: a KYC is made with an ID card (front and back) or a passport (one image). */
export const KYC_DOC_TYPES = ['idcard', 'passport'] as const;
export type KycDocType = (typeof KYC_DOC_TYPES)[number];

/**
 * The 403 a call needing a verified identity answers (withdrawals, loans, block-trading applications, follow orders
 * and, when configured, trading). Its `data` carries `kycRequired: true`, so the app opens /kyc instead of ending
 * the session as it does on other 403s.
 */
export const KYC_REQUIRED_MSG = 'Please verify your identity first (My › Identity verification)';
export const kycRequiredDataSchema = z.object({ kycRequired: z.literal(true), kycStatus: z.number().int() });
export type KycRequiredData = z.infer<typeof kycRequiredDataSchema>;
export const isKycRequired = (data: unknown): data is KycRequiredData => kycRequiredDataSchema.safeParse(data).success;

/** Latin and other scripts' letters, marks, spaces, apostrophes, dots and hyphens. */
const NAME_MAX = 50;
export const kycNameField = text()
  .trim()
  .min(1, 'is required')
  .max(NAME_MAX, `must be at most ${NAME_MAX} characters`)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u, 'must be letters (spaces, apostrophes, dots and hyphens allowed)');

/** Document numbers are kept upper case without spaces or hyphens. */
const docNumber = (min: number, max: number, what: string) =>
  text()
    .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, 'is required')
        .regex(new RegExp(`^[A-Z0-9]{${min},${max}}$`), `must be ${what}: ${min} to ${max} letters or digits`),
    );
export const PASSPORT_NUMBER_RULE = 'a passport number';
export const passportNumberField = docNumber(5, 9, PASSPORT_NUMBER_RULE);
export const idCardNumberField = docNumber(4, 30, 'an ID card number');

/** An image uploaded with /upload (its url as answered, or its bare id). */
const imageField = boundedText(300);
/** ISO 3166-1 alpha-2 code of a country of /areaInfo/list. */
const countryField = text()
  .trim()
  .min(1, 'is required')
  .regex(/^[A-Za-z]{2}$/, 'must be a country code of /areaInfo/list (two letters)')
  .transform((s) => s.toUpperCase());

const common = { country: countryField, firstName: kycNameField, lastName: kycNameField };

const docTypeOf = (body: unknown) =>
  typeof body === 'object' && body !== null ? (body as { docType?: unknown }).docType : undefined;

/** POST /updateReal: an ID card (number, front and back images) or a passport (number, one image). */
export const updateRealInput = z.discriminatedUnion(
  'docType',
  [
    z.strictObject({
      docType: z.literal('idcard'),
      ...common,
      idNumber: idCardNumberField,
      frontImage: imageField,
      backImage: imageField,
    }),
    z.strictObject({
      docType: z.literal('passport'),
      ...common,
      idNumber: passportNumberField,
      frontImage: imageField,
    }),
  ],
  // The issue's input is the whole body: name "is required" when docType itself is absent.
  { error: (issue) => requiredOr(`must be one of ${KYC_DOC_TYPES.join(', ')}`)({ input: docTypeOf(issue.input) }) },
);

const kycStatus = z.union([z.literal(KycStatus.pending), z.literal(KycStatus.failed), z.literal(KycStatus.verified)]);

/** One identity submission as its owner sees it (the document number masked but for its last 4). */
export const kycSchema = z.object({
  id: z.number().int(),
  docType: z.enum(KYC_DOC_TYPES),
  country: z.string(),
  countryName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  idNumber: z.string(),
  status: kycStatus,
  statusLabel: z.string(),
  /** Why staff refused it ('' otherwise). */
  reason: z.string(),
  createTimeTimestamp: z.number().int(),
  reviewTimeTimestamp: z.number().int().nullable(),
});
export type Kyc = z.infer<typeof kycSchema>;

/** What a staff reviewer sees: the whole number, whose it is, and (in the detail) signed urls of the images. */
export const staffKycSchema = kycSchema.extend({
  userId: z.number().int(),
  userLoginId: z.string(),
  email: z.string(),
});
export const staffKycDetailSchema = staffKycSchema.extend({
  frontImageUrl: z.string(),
  backImageUrl: z.string().nullable(),
});
export type StaffKycDetail = z.infer<typeof staffKycDetailSchema>;

/** The private /push event (type KYC_PUSH_TYPE) its owner's sockets get when staff decide a submission. */
export const KYC_PUSH_TYPE = 'kyc';
export const kycResultEventSchema = z.object({
  id: z.number().int(),
  status: kycStatus,
  statusLabel: z.string(),
  reason: z.string(),
});
export type KycResultEvent = z.infer<typeof kycResultEventSchema>;

const reason = text().trim().min(1, 'is required').max(300, 'must be at most 300 characters');

export const kycEndpoints = {
  updateReal: defineEndpoint({
    method: 'POST',
    path: '/updateReal',
    tag: 'kyc',
    summary:
      'Submit identity for review: country, first and last name, and an ID card (number, front and back images) or a passport (number, image)',
    auth: true,
    input: updateRealInput,
    output: kycSchema,
  }),
  kycInfo: defineEndpoint({
    method: 'POST',
    path: '/userReal/info',
    tag: 'kyc',
    summary: 'The caller’s latest identity submission and its review (null when none)',
    auth: true,
    input: z.strictObject({}),
    output: kycSchema.nullable(),
  }),
};

export const staffKycEndpoints = {
  staffKycList: defineEndpoint({
    method: 'POST',
    path: '/admin/real/listPage',
    tag: 'staff',
    permission: 'kyc.review',
    summary: 'Identity submissions to review (staff only); the pending queue oldest first',
    auth: true,
    input: z.strictObject({ status: kycStatus.optional(), ...queueSort(QUEUE_SORTS), ...pageQuery }),
    output: pageOf(staffKycSchema),
  }),
  staffKycDetail: defineEndpoint({
    method: 'POST',
    path: '/admin/real/detail',
    tag: 'staff',
    permission: 'kyc.review',
    summary: 'One identity submission with signed urls of its document images (staff only)',
    auth: true,
    input: z.strictObject({ id: idField }),
    output: staffKycDetailSchema,
  }),
  staffKycApprove: defineEndpoint({
    method: 'POST',
    path: '/admin/real/approve',
    tag: 'staff',
    permission: 'kyc.review',
    summary: 'Approve a pending identity submission: the user is verified',
    auth: true,
    input: z.strictObject({ id: idField, note: boundedText(300).optional() }),
    output: staffKycSchema,
  }),
  staffKycReject: defineEndpoint({
    method: 'POST',
    path: '/admin/real/reject',
    tag: 'staff',
    permission: 'kyc.review',
    summary: 'Reject a pending identity submission with the reason the user will see (they may try again)',
    auth: true,
    input: z.strictObject({ id: idField, reason }),
    output: staffKycSchema,
  }),
};
