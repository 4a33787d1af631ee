/**
 * A typed client over the contract's `endpoints` for e2e specs, page models and the screenshot script: the path,
 * method, query or body and the envelope all come from the contract, so nothing here writes a path or an envelope.
 */
import {
  type EndpointName,
  type Endpoints,
  endpoints,
  envelopeSchema,
  fillPath,
  type InputOf,
  type OutputOf,
  type ParamsOf,
  toQueryString,
} from '@bourse/contract';
import { z } from 'zod';
import { E2E_PORT } from './playwright.config.ts';

export interface CallOptions {
  /** The session token, sent as Authorization. */
  token?: string;
  /** Sent as Idempotency-Key (only endpoints marked `idempotent` read it). */
  idempotencyKey?: string;
  /** The file of a multipart endpoint (`multipartFile` in the contract). */
  file?: { name: string; type: string; data: Uint8Array };
}

/** Input, then options; `params` is required when the endpoint's path has parameters. */
type CallArgs<N extends EndpointName> =
  ParamsOf<Endpoints[N]> extends undefined
    ? [input: InputOf<Endpoints[N]>, options?: CallOptions]
    : [input: InputOf<Endpoints[N]>, options: CallOptions & { params: ParamsOf<Endpoints[N]> }];

/** A call the server answered with a code other than 200. */
export class ApiCallError extends Error {
  readonly endpoint: EndpointName;
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;

  constructor(endpoint: EndpointName, code: number, msg: string, data: unknown) {
    super(`${endpoint}: ${code} ${msg}`);
    this.name = 'ApiCallError';
    this.endpoint = endpoint;
    this.code = code;
    this.msg = msg;
    this.data = data;
  }
}

const anyEnvelope = envelopeSchema(z.unknown());

export type Call = <N extends EndpointName>(name: N, ...args: CallArgs<N>) => Promise<OutputOf<Endpoints[N]>>;

/** A `call` against the server at `baseUrl`: answers the envelope's data, throws `ApiCallError` on any other code. */
export function createApi(baseUrl: string): Call {
  return async (name, ...[input, options]) => {
    const endpoint = endpoints[name];
    const opts: CallOptions & { params?: Record<string, unknown> } = options ?? {};
    const isGet = endpoint.method === 'GET';
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = opts.token;
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    let body: string | FormData | undefined;
    if ('multipartFile' in endpoint && endpoint.multipartFile) {
      if (!opts.file) throw new Error(`${name} needs a file`);
      body = new FormData();
      body.append(endpoint.multipartFile, new Blob([opts.file.data], { type: opts.file.type }), opts.file.name);
    } else if (!isGet) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input);
    }
    const url = `${baseUrl}${fillPath(endpoint.path, opts.params)}${isGet ? toQueryString(input) : ''}`;
    const res = await fetch(url, { method: endpoint.method, headers, body });
    const envelope = anyEnvelope.safeParse(await res.json().catch(() => undefined));
    if (!envelope.success) throw new Error(`${name}: HTTP ${res.status} without an envelope`);
    const { code, msg, data } = envelope.data;
    if (code !== 200) throw new ApiCallError(name, code, msg, data);
    const output = endpoint.output.safeParse(data);
    if (!output.success) throw new Error(`${name}: the answer does not match the contract: ${output.error.message}`);
    return output.data as OutputOf<Endpoints[typeof name]>;
  };
}

/** Waits until `healthz` answers; stops early when `exited()` says the server is gone. */
export async function waitUntilUp(api: Call, exited: () => boolean = () => false, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the server exited');
    try {
      await api('healthz', {});
      return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer healthz within ${timeoutMs} ms`);
}

/** The e2e server that global-setup starts. */
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** `call` against the e2e server. */
export const call: Call = createApi(E2E_BASE_URL);
