import {
  ErrorCode,
  endpoints,
  UPLOAD_FIELD,
  UPLOAD_FILE_PATH,
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_LARGE,
} from '@bourse/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Authenticate, route, tokenOf } from '../../platform/route.ts';
import * as uploads from './service.ts';

/** Room for the multipart framing around a file of the largest size. */
const MULTIPART_SLACK = 64 * 1024;

export function uploadRoutes(app: FastifyInstance, ctx: AppContext, auth: Authenticate) {
  // Multipart parsing exists only inside this scope: every other call still takes JSON only.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
    });
    route(scope, auth, endpoints.upload, async ({ user, req }) => {
      if (!req.isMultipart()) throw badRequest(UPLOAD_FIELD, 'is required (send multipart/form-data)');
      // A body declared far too large is refused before it is read; otherwise the stream is cut at the limit.
      if (Number(req.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES + MULTIPART_SLACK) {
        throw new AppError(ErrorCode.tooLarge, UPLOAD_TOO_LARGE);
      }
      // busboy refuses a body it cannot parse (no boundary, say) with a plain Error: that is bad input, not a 500.
      const part = await req.file().catch((err: unknown) => {
        throw (err as { statusCode?: number }).statusCode ? err : uploads.malformed();
      });
      if (!part || part.fieldname !== UPLOAD_FIELD) {
        part?.file.resume();
        throw badRequest(UPLOAD_FIELD, 'is required');
      }
      return uploads.save(ctx, user.id, part.file);
    });
  });

  app.route({
    method: 'GET',
    url: UPLOAD_FILE_PATH,
    schema: {
      tags: ['uploads'],
      summary: 'The uploaded image itself (not an envelope), to its owner or staff, or with a valid ?sig=',
      params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      querystring: { type: 'object', properties: { sig: { type: 'string' } } },
      security: [{ token: [] }],
    },
    handler: async (req, reply) => {
      const { id } = req.params as { id: string };
      const { sig } = req.query as { sig?: unknown };
      const token = tokenOf(req);
      const file = await uploads.open(ctx, id, {
        user: token ? await auth(token) : undefined,
        tokenSent: token !== undefined,
        sig: typeof sig === 'string' ? sig : undefined,
      });
      return reply
        .headers({
          'content-type': file.mime,
          'content-length': file.size,
          'content-disposition': `inline; filename="${file.id}"`,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          'cache-control': 'private, max-age=3600',
        })
        .send(file.stream);
    },
  });
}
