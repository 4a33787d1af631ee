import { ErrorCode, Messages } from '@bourse/contract';
import type { z } from 'zod';

/** An error the client is meant to see: the HTTP status equals `code` and `msg` is shown to the user. */
export class AppError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, msg: string, data: unknown = null) {
    super(msg);
    this.code = code;
    this.data = data;
  }
}

export const badRequest = (field: string, rule: string) => new AppError(ErrorCode.badRequest, `${field}: ${rule}`);
export const unauthorized = (msg = 'Please log in') => new AppError(ErrorCode.unauthorized, msg);
export const forbidden = (msg = 'You may not do that') => new AppError(ErrorCode.forbidden, msg);
export const notFound = (msg: string = Messages.notFound) => new AppError(ErrorCode.notFound, msg);
export const conflict = (msg: string) => new AppError(ErrorCode.conflict, msg);
export const refused = (msg: string) => new AppError(ErrorCode.unprocessable, msg);
export const tooManyRequests = (waitMs: number, what = 'Too many requests') =>
  new AppError(ErrorCode.tooManyRequests, `${what}; please try again in ${Math.max(1, Math.ceil(waitMs / 1000))} s`, {
    retryAfterMs: waitMs,
  });

/** The first zod issue as "field: rule" (DESIGN section 3). */
export function describeZodError(error: z.ZodError, where: string): string {
  const issue = error.issues[0];
  if (!issue) return `${where}: is invalid`;
  if (issue.code === 'unrecognized_keys') {
    return `${[...issue.path, ...issue.keys].join('.') || where}: is not a known field`;
  }
  const field = issue.path.length > 0 ? issue.path.join('.') : where;
  return `${field}: ${issue.message}`;
}
