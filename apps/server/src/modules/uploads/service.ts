import { timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ErrorCode, can, UPLOAD_NOT_AN_IMAGE, UPLOAD_TOO_LARGE, UPLOAD_URL_TTL_MS, uploadPath } from '@bourse/contract';
import type { AppContext, AuthUser } from '../../platform/context.ts';
import { AppError, badRequest, notFound, tooManyRequests, unauthorized } from '../../platform/errors.ts';
import { fileStore, isStoredName } from '../../platform/file-store.ts';
import { hmac } from '../../platform/secrets.ts';
import { imageTypeOf } from './image-type.ts';
import { uploadsRepo as repo } from './repo.ts';

const UPLOADS_PER_HOUR = 60;
const HOUR = 3_600_000;

const store = (ctx: AppContext) => fileStore(ctx.config.dataDir, 'uploads');

const signature = (ctx: AppContext, id: string, ownerId: number, expires: number) =>
  hmac(ctx.secret, 'upload-url', id, String(ownerId), String(expires));

/**
 * The url of an upload that works without the Authorization header until it expires: `?sig={expires}.{hmac}`, the
 * HMAC binding the id, the owner and the expiry. It is a bearer link for UPLOAD_URL_TTL_MS: whoever holds it sees the
 * image, and without it another user (logged in or not) gets nothing.
 */
export function signedUrl(ctx: AppContext, id: string, ownerId: number): string {
  const expires = ctx.now() + UPLOAD_URL_TTL_MS;
  return `${uploadPath(id)}?sig=${expires}.${signature(ctx, id, ownerId, expires)}`;
}

function signatureValid(ctx: AppContext, id: string, ownerId: number, sig: string): boolean {
  const m = /^(\d{1,15})\.([\w-]{43})$/.exec(sig);
  if (!m?.[1] || !m[2] || Number(m[1]) < ctx.now()) return false;
  const expected = Buffer.from(signature(ctx, id, ownerId, Number(m[1])));
  return timingSafeEqual(expected, Buffer.from(m[2]));
}

/** The id in an upload's url (relative or absolute, with or without `?sig=`), or the bare id. */
function idOf(url: string): string | undefined {
  if (isStoredName(url)) return url;
  if (url.length > 2048) return undefined;
  try {
    return /^\/upload\/([0-9a-f]{32})$/.exec(new URL(url, 'http://upload.invalid').pathname)?.[1];
  } catch {
    return undefined;
  }
}

/** A multipart body that could not be parsed or ended early. */
export const malformed = () => badRequest('file', 'must be sent as complete multipart/form-data; send it again');

/**
 * Stores one uploaded file if it is an image (told by its bytes, never by its name or declared type) within the
 * size limit; anything refused leaves neither a file nor a row.
 */
export async function save(ctx: AppContext, userId: number, source: Readable & { truncated?: boolean }) {
  const rate = await ctx.rateLimiter.hit(`upload:${userId}`, UPLOADS_PER_HOUR, HOUR);
  if (!rate.allowed) {
    source.resume();
    throw tooManyRequests(rate.retryAfterMs, 'Too many uploads');
  }
  const files = store(ctx);
  const file = await files.write(source).catch((err: unknown) => {
    // The body ended inside the file or was otherwise broken: the client's fault. A failed write is ours (500).
    throw source.errored ? malformed() : err;
  });
  const mime = imageTypeOf(file.head);
  try {
    // busboy stops writing at the limit and marks the stream truncated.
    if (source.truncated) throw new AppError(ErrorCode.tooLarge, UPLOAD_TOO_LARGE);
    if (!mime) throw badRequest('file', UPLOAD_NOT_AN_IMAGE);
    await repo.insert(ctx.db, {
      user_id: userId,
      stored_name: file.name,
      mime,
      size: file.size,
      sha256: file.sha256,
      now: ctx.now(),
    });
  } catch (err) {
    await files.remove(file.name);
    throw err;
  }
  return { url: signedUrl(ctx, file.name, userId) };
}

export interface Viewer {
  user: AuthUser | undefined;
  /** Whether a token was sent at all (an expired one says "Login Expired"). */
  tokenSent: boolean;
  sig: string | undefined;
}

/** Staff who review what users uploaded (identity documents, deposit proofs), signed in with the second factor. */
const mayReviewUploads = (user: AuthUser) =>
  user.secondFactor && (can(user.staffRole, 'kyc.review') || can(user.staffRole, 'deposits.review'));

/**
 * The file behind `/upload/{id}` for its owner, staff, or anyone holding a valid signed url. Without either a login
 * or a valid signature the answer is 401; a logged-in user who may not see it gets 404, exactly as for an id that
 * does not exist, so ids cannot be probed.
 */
export async function open(ctx: AppContext, id: string, viewer: Viewer) {
  const row = isStoredName(id) ? await repo.findByName(ctx.db, id) : undefined;
  const signed = row !== undefined && viewer.sig !== undefined && signatureValid(ctx, id, row.user_id, viewer.sig);
  if (!signed) {
    if (!viewer.user) throw unauthorized(viewer.tokenSent ? 'Login Expired' : 'Please log in');
    if (!row || (row.user_id !== viewer.user.id && !mayReviewUploads(viewer.user))) throw notFound();
  }
  if (!row) throw notFound();
  const stream = await store(ctx).read(row.stored_name);
  if (!stream) {
    ctx.log.error({ upload: id }, 'upload row without its file');
    throw notFound();
  }
  return { stream, mime: row.mime, size: row.size, id: row.stored_name };
}

/**
 * Checks that `url` (as the upload answered it, or its bare id) is an upload of `userId`, for calls that take an
 * upload (deposit credentials, KYC images). Answers the canonical url `/upload/{id}`, without a signature, to store.
 */
export async function assertOwned(ctx: AppContext, userId: number, url: string, field = 'url') {
  const id = idOf(url.trim());
  const row = id ? await repo.findByName(ctx.db, id) : undefined;
  if (!row || row.user_id !== userId) throw badRequest(field, 'must be an image you uploaded');
  return { id: row.stored_name, url: uploadPath(row.stored_name), mime: row.mime, size: row.size };
}

/**
 * The file of an upload by its id, with no viewer check: for a module that itself decides who may see it (news serves a
 * published article's cover to everyone, and nothing while the article is a draft). Undefined when there is none.
 */
export async function readStored(ctx: AppContext, id: string) {
  const row = isStoredName(id) ? await repo.findByName(ctx.db, id) : undefined;
  const stream = row ? await store(ctx).read(row.stored_name) : undefined;
  return row && stream ? { stream, mime: row.mime, size: row.size, id: row.stored_name } : undefined;
}

/** A signed url of an upload by its id (for staff screens showing an image not theirs); '' when there is none. */
export async function signedUrlById(ctx: AppContext, id: string): Promise<string> {
  const row = isStoredName(id) ? await repo.findByName(ctx.db, id) : undefined;
  return row ? signedUrl(ctx, row.stored_name, row.user_id) : '';
}
