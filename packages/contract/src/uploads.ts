import { z } from 'zod';
import { UPLOAD_MAX_MB } from './codes.ts';
import { defineEndpoint } from './endpoint.ts';

export const UPLOAD_FIELD = 'file';
export const UPLOAD_NOT_AN_IMAGE = 'must be a JPEG, PNG, WebP, GIF or HEIC image';

/**
 * An upload is served at `/upload/{id}`. The url an upload answers carries `?sig=`, which lets it be shown without
 * the Authorization header (an <img> cannot send one) for this long; after that the owner's token is needed.
 */
export const UPLOAD_URL_TTL_MS = 60 * 60_000;
export const UPLOAD_FILE_PATH = '/upload/:id';
export const uploadPath = (id: string) => `/upload/${id}`;

export const uploadEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/upload',
    tag: 'uploads',
    summary:
      `Upload an image (JPEG, PNG, WebP, GIF or HEIC, at most ${UPLOAD_MAX_MB} MB) in the multipart field ` +
      `"${UPLOAD_FIELD}"; answers its url, signed to work without a token for an hour`,
    auth: true,
    multipartFile: UPLOAD_FIELD,
    input: z.strictObject({}),
    output: z.object({ url: z.string() }),
  }),
};
