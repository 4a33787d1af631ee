import { z } from 'zod';

/** Every HTTP response body (docs/design.md §3). Success is code 200. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** Status codes the server answers with; the HTTP status always equals `code`. */
export const ErrorCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unprocessable: 422,
  tooManyRequests: 429,
  internal: 500,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The error catalogue of docs/product.md §8: fixed user-facing messages. */
export const Messages = {
  notFound: 'The URL does not exist',
  loginExpired: 'Login Expired',
  networkError: 'Network Error',
  uploadFail: 'Upload fail',
  copySuccess: 'Copy Success',
  success: 'Success',
  sendSuccess: 'Send Success',
  registerSuccess: 'Register Success',
  purchaseSuccessful: 'Purchase successful',
  purchaseFailed: 'Purchase failed',
  auditFailure: 'Audit Failure',
  logoutConfirmTitle: 'Tip',
  logoutConfirmBody: 'Do you confirm to exit?',
} as const;
