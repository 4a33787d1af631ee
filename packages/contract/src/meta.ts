import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const appVersionSchema = z.object({
  version: z.string(),
  notes: z.string(),
  force: z.boolean(),
  publishTimeTimestamp: z.number().int(),
});

export const areaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isoCode: z.string(),
  dialCode: z.string(),
});
export type Area = z.infer<typeof areaSchema>;

export const metaEndpoints = {
  appVersion: defineEndpoint({
    method: 'GET',
    path: '/appVersion/getPublishAppVersion',
    tag: 'meta',
    summary: 'The published app version, its notes and whether the update is forced',
    auth: false,
    input: z.strictObject({}),
    output: appVersionSchema,
  }),
  areaList: defineEndpoint({
    method: 'GET',
    path: '/areaInfo/list',
    tag: 'meta',
    summary: 'Countries and territories with ISO 3166-1 codes and dialling codes',
    auth: false,
    input: z.strictObject({}),
    output: z.array(areaSchema),
  }),
  healthz: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    tag: 'meta',
    summary: 'Liveness and database reachability',
    auth: false,
    input: z.strictObject({}),
    output: z.object({
      status: z.literal('ok'),
      db: z.string(),
      uptimeMs: z.number(),
      /** Whether this node runs the feed and schedulers (always true in embedded mode). */
      leader: z.boolean(),
    }),
  }),
};
