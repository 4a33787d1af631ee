import type { z } from 'zod';
import type { Permission } from './staff.ts';

export type HttpMethod = 'GET' | 'POST';

/**
 * One call of docs/product.md §7. The server registers its route from this, OpenAPI is generated from it and the web
 * client is generic over it, so a path or a field is written in exactly one place.
 */
export interface Endpoint<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  A extends boolean = boolean,
> {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are filled from `params`. */
  path: string;
  /** Query (GET) or JSON body (POST). */
  input: I;
  /** Path parameters, when the path has any. */
  params?: P;
  /** The `data` of a successful envelope. */
  output: O;
  /** Whether a valid token is required. */
  auth: A;
  /**
   * A staff call: only a staff member whose session passed the second factor and whose role grants this may call it
   * (403 for anyone else, before the input is read). Every `/admin/` endpoint names one or is `staffSignIn`: the
   * server refuses to start otherwise (deny by default).
   */
  permission?: Permission;
  /** A step of the staff sign-in itself: any staff member may call it, before the second factor too. */
  staffSignIn?: true;
  /** The body is multipart/form-data with one file in this field (and `input` is empty), not JSON. */
  multipartFile?: string;
  /**
   * Money-moving calls accept an Idempotency-Key header: the server's `route()` reads it and hands the handler an
   * `idempotency` request, and the web client sends one by itself. Needs `auth` (keys are kept per user).
   */
  idempotent?: boolean;
  /**
   * Input fields the request's fingerprint leaves out (only with `idempotent`): secrets such as the pay password, so
   * no guessable hash of them is stored. A retry must still give them, and they are checked as usual.
   */
  idempotencyOmits?: readonly string[];
  tag: string;
  summary: string;
}

/**
 * An endpoint of the contract. Its `input` and its `output` may each be given as a function building the schema: it is
 * then built the first time it is read (the input by the server checking a request or by OpenAPI; the output by the
 * web client checking an answer, the server's OpenAPI, or a test). The web app reads only the output schemas of the
 * endpoints it calls, and a page calls a few of a contract file's endpoints, so evaluating the file builds none of
 * the schemas given this way (docs/decisions.md, Web delivery).
 */
export const defineEndpoint = <
  I extends z.ZodType,
  O extends z.ZodType,
  const A extends boolean,
  P extends z.ZodType | undefined = undefined,
>(
  e: Omit<Endpoint<I, O, P, A>, 'input' | 'output'> & {
    input: I | (() => I);
    output: O | (() => O);
    idempotencyOmits?: readonly (keyof z.output<I> & string)[];
  },
): Endpoint<I, O, P, A> => {
  const endpoint = { ...e };
  for (const field of ['input', 'output'] as const) {
    const make = e[field];
    if (typeof make !== 'function') continue;
    let built: z.ZodType | undefined;
    Object.defineProperty(endpoint, field, { get: () => (built ??= make()), enumerable: true });
  }
  return endpoint as Endpoint<I, O, P, A>;
};

/** A schema shared by several endpoints' lazily built schemas: built the first time one of them asks, then kept. */
export const sharedSchema = <T>(make: () => T): (() => T) => {
  let built: T | undefined;
  return () => (built ??= make());
};

const withoutFields = (input: unknown, omit: readonly string[] | undefined): unknown =>
  !omit?.length || typeof input !== 'object' || input === null || Array.isArray(input)
    ? input
    : Object.fromEntries(Object.entries(input).filter(([field]) => !omit.includes(field)));

/**
 * What identifies a request to an `idempotent` endpoint: its method and path, the path parameters and the input less
 * `idempotencyOmits`. The server stores its hash with the Idempotency-Key (the same key with another request is a
 * conflict); the web client keys its Idempotency-Keys by it.
 */
export function requestFingerprint(
  endpoint: Pick<Endpoint, 'method' | 'path' | 'idempotencyOmits'>,
  params: unknown,
  input: unknown,
): string {
  return [
    `${endpoint.method} ${endpoint.path}`,
    JSON.stringify(params ?? null),
    JSON.stringify(withoutFields(input, endpoint.idempotencyOmits)),
  ].join('\n');
}

export type InputOf<E> = E extends Endpoint<infer I, z.ZodType, infer _P, boolean> ? z.input<I> : never;
export type OutputOf<E> = E extends Endpoint<z.ZodType, infer O, infer _P, boolean> ? z.output<O> : never;
export type ParamsOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer P, boolean> ? (P extends z.ZodType ? z.input<P> : undefined) : never;
