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

/** The first zod issue as "field: rule" (docs/design.md §3). */
export function describeZodError(error: z.ZodError, where: string): string {
  let issue: z.core.$ZodIssue | undefined = error.issues[0];
  // When no shape of a union fits, name what the closest shape (the one with the fewest faults) lacks.
  while (issue?.code === 'invalid_union' && issue.errors.length > 0) {
    const closest = issue.errors.reduce((a, b) => (faults(b) < faults(a) ? b : a));
    issue = closest[0] && { ...closest[0], path: [...issue.path, ...closest[0].path] };
  }
  if (!issue) return `${where}: is invalid`;
  if (issue.code === 'unrecognized_keys') {
    return `${[...issue.path, issue.keys[0] ?? ''].filter((p) => p !== '').join('.') || where}: is not a known field`;
  }
  if (issue.path.length === 0 && issue.code === 'invalid_type') return `${where}: must be a JSON object`;
  const field = issue.path.length > 0 ? issue.path.join('.') : where;
  return `${field}: ${issue.message}`;
}

/** How far an input is from a shape: one per issue, and one per field it does not know. */
const faults = (issues: z.core.$ZodIssue[]) =>
  issues.reduce((n, i) => n + (i.code === 'unrecognized_keys' ? i.keys.length : 1), 0);
