/**
 * Client-side failure kinds that are not server codes: a cancelled call, an unreachable server, an answer that is
 * not the contract's envelope or data.
 */
export type ClientErrorCode = 'abort' | 'network' | 'bad-response';

/**
 * A failed call (docs/product.md §8): the server's `{code, msg, data}`, or a client-side kind.
 * `handled` means the client already told the user (or, for 'abort', must stay silent): screens must not toast it.
 */
export class ApiError extends Error {
  readonly code: number | ClientErrorCode;
  readonly msg: string;
  readonly data: unknown;
  readonly handled: boolean;

  constructor(code: number | ClientErrorCode, msg: string, data: unknown = null, handled = false) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
    this.handled = handled;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
