import {
  type Endpoint,
  type Envelope,
  fillPath,
  type InputOf,
  Messages,
  type OutputOf,
  type ParamsOf,
  requestFingerprint,
  toQueryString,
} from '@bourse/contract';
import { nextTask } from '../lib/tasks';
import { ApiError } from './api-error';
import { dropEmpty } from './request-parts';

/** docs/product.md §9. */
export const REQUEST_TIMEOUT_MS = 120_000;

const SUCCESS = 200;
const AUTH_FAILURES = new Set([401, 403]);

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Envelope<unknown>>).code === 'number' &&
  typeof (value as Partial<Envelope<unknown>>).msg === 'string';

export type Registry = Record<string, Endpoint>;

/** What checks a successful answer's `data`: an endpoint's output schema. */
interface OutputCheck {
  safeParse(data: unknown, options?: { jitless?: boolean }): { success: true; data: unknown } | { success: false };
}

/**
 * Answers are checked without Zod's compiled fast path: compiling it (source text, then `new Function`) costs more than
 * it saves for a schema that checks a few answers a visit (50–80 ms of the quote screen's start-up at 4x throttling).
 */
const ONE_OFF_CHECK = { jitless: true } as const;

/**
 * What the client needs of an endpoint to call it: the contract's endpoint itself, or (the app's table, built at
 * build time by apps/web/endpoint-index.ts) the same fields as plain data with `output` a function loading the
 * schema, so no schema is built before its endpoint is first called (docs/decisions.md, Web delivery).
 */
export type ClientEndpoint = Pick<
  Endpoint,
  'method' | 'path' | 'auth' | 'idempotent' | 'idempotencyOmits' | 'multipartFile'
> & {
  output: OutputCheck | (() => Promise<OutputCheck>);
};

/** A registry's endpoints as the client takes them: the contract's own, or the app's lazily checked table. */
export type ClientRegistry<R extends Registry> = { [N in keyof R]: ClientEndpoint };

export interface CallOptions {
  /** Cancels the call; it then fails silently with code 'abort' (e.g. TanStack Query's signal). */
  signal?: AbortSignal;
  /** Extra headers. (An `idempotent` endpoint's Idempotency-Key is sent by the client itself.) */
  headers?: Record<string, string>;
  /** The file of a multipart endpoint (`multipartFile` in the contract); sent as form data instead of JSON. */
  file?: Blob;
}

/** Input, then options; options (with `params`) are required when the endpoint's path has parameters. */
export type CallArgs<E> =
  ParamsOf<E> extends undefined
    ? [input: InputOf<E>, options?: CallOptions]
    : [input: InputOf<E>, options: CallOptions & { params: ParamsOf<E> }];

export interface ApiClient<R extends Registry> {
  call<N extends keyof R & string>(name: N, ...args: CallArgs<R[N]>): Promise<OutputOf<R[N]>>;
}

export interface ApiClientConfig {
  /** '' for the same origin. */
  baseUrl: string;
  getToken: () => string | null;
  /** Sent as accept-language and languages. */
  getLanguage?: () => string;
  timeoutMs?: number;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** A 401/403 on a call that needs a login: tell the user, end the session, go to /login. */
  onAuthExpired: () => void;
  /** A 403 whose data says `kycRequired` (a call that needs a verified identity): offer to open /kyc. */
  onIdentityRequired?: (msg: string) => void;
  /** The server could not be reached (or did not answer in time). */
  onNetworkError: () => void;
}

type AbortReason = 'duplicate' | 'timeout' | 'caller';

/** Whether a 403's data says a verified identity is needed (the check's schema loads only when a 403 comes). */
const kycRequired = (data: unknown): Promise<boolean> =>
  data !== null && typeof data === 'object'
    ? import('@bourse/contract/kyc').then((m) => m.isKycRequired(data)).catch(() => false)
    : Promise.resolve(false);

/** 32 random hex digits (getRandomValues works outside secure contexts too, unlike randomUUID). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function formDataOf(field: string | undefined, file: Blob | undefined): FormData {
  if (!field || !file) throw new Error('A multipart call needs its file');
  const form = new FormData();
  form.append(field, file);
  return form;
}

/** The typed client of docs/product.md §7 and §8, generic over an endpoint registry. */
export function createApiClient<R extends Registry>(
  registry: R | ClientRegistry<R>,
  config: ApiClientConfig,
): ApiClient<R> {
  const inFlight = new Map<string, AbortController>();
  /**
   * The Idempotency-Key of each unanswered request to an `idempotent` endpoint, by the request's fingerprint (endpoint,
   * path parameters, payload less `idempotencyOmits`): sent again while unanswered (a double tap, a retry after a
   * network failure or a timeout), a request carries the same key, so the server does it once; any answer from the
   * server ends the key.
   */
  const idempotencyKeys = new Map<string, string>();
  let uploads = 0;
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const baseUrl = config.baseUrl.replace(/\/+$/, '');

  function headersFor(multipart: boolean): Record<string, string> {
    const language = config.getLanguage?.() ?? 'en';
    const headers: Record<string, string> = {
      // A multipart body sets its own content type (with the boundary).
      ...(multipart ? {} : { 'content-type': 'application/json' }),
      accept: 'application/json',
      'accept-language': language,
      languages: language,
    };
    const token = config.getToken();
    if (token) headers.Authorization = token;
    return headers;
  }

  async function send(
    name: string,
    endpoint: ClientEndpoint,
    input: unknown,
    options: (CallOptions & { params?: unknown }) | undefined,
  ) {
    const payload = dropEmpty(input ?? {});
    const path = fillPath(endpoint.path, options?.params as Record<string, unknown> | undefined);
    const isGet = endpoint.method === 'GET';
    const url = `${baseUrl}${path}${isGet ? toQueryString(payload) : ''}`;
    const multipart = endpoint.multipartFile !== undefined;
    const body = isGet
      ? undefined
      : multipart
        ? formDataOf(endpoint.multipartFile, options?.file)
        : JSON.stringify(payload);

    // A repeat of an identical in-flight call cancels the earlier one. Two uploads are never identical calls.
    const key = multipart ? `${name} ${path} #${++uploads}` : `${name} ${path} ${JSON.stringify(payload)}`;
    const request = multipart ? key : requestFingerprint(endpoint, options?.params, payload);
    let idempotencyKey: string | undefined;
    if (endpoint.idempotent) {
      idempotencyKey = idempotencyKeys.get(request) ?? newIdempotencyKey();
      idempotencyKeys.set(request, idempotencyKey);
    }
    inFlight.get(key)?.abort('duplicate' satisfies AbortReason);
    const controller = new AbortController();
    inFlight.set(key, controller);
    const timer = setTimeout(() => controller.abort('timeout' satisfies AbortReason), timeoutMs);
    const onCallerAbort = () => controller.abort('caller' satisfies AbortReason);
    options?.signal?.addEventListener('abort', onCallerAbort);
    if (options?.signal?.aborted) onCallerAbort();

    try {
      const fetchImpl = config.fetch ?? globalThis.fetch;
      const response = await fetchImpl(url, {
        method: endpoint.method,
        headers: {
          ...headersFor(multipart),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
          ...options?.headers,
        },
        body,
        signal: controller.signal,
      });
      const json: unknown = await response.json().catch((error: unknown) => {
        if (controller.signal.aborted) throw error;
        return undefined; // Not JSON: judged by the caller from the status.
      });
      // The server answered (not a proxy): the next request, even an identical one, is a new one.
      if (idempotencyKey && isEnvelope(json) && idempotencyKeys.get(request) === idempotencyKey) {
        idempotencyKeys.delete(request);
      }
      return { status: response.status, json };
    } catch {
      const reason = controller.signal.reason as AbortReason | undefined;
      if (reason === 'duplicate' || reason === 'caller') throw new ApiError('abort', 'Request cancelled', null, true);
      config.onNetworkError();
      throw new ApiError('network', Messages.networkError, null, true);
    } finally {
      clearTimeout(timer);
      options?.signal?.removeEventListener('abort', onCallerAbort);
      if (inFlight.get(key) === controller) inFlight.delete(key);
    }
  }

  async function call(name: string, input: unknown, options?: CallOptions & { params?: unknown }): Promise<unknown> {
    const endpoint = (registry as Record<string, ClientEndpoint | undefined>)[name];
    if (!endpoint) throw new Error(`Unknown endpoint "${name}"`);
    // A request is set up in a task of its own: a screen's queries all start in the one task running its effects, and
    // their set-up together (the request, its timer, its schema's load) made that task long (lib/tasks.ts).
    await nextTask();
    // A lazily loaded schema is fetched beside the request, not after it; a failed load fails only a successful answer.
    const output = typeof endpoint.output === 'function' ? endpoint.output() : Promise.resolve(endpoint.output);
    output.catch(() => undefined);
    const { status, json } = await send(name, endpoint, input, options);

    if (!isEnvelope(json)) {
      // No envelope: a proxy or gateway answered (server down or restarting), or the path is not an API.
      if (status >= 500) {
        config.onNetworkError();
        throw new ApiError('network', Messages.networkError, null, true);
      }
      throw new ApiError('bad-response', `Unexpected response (HTTP ${status})`, { status });
    }
    const { code, msg } = json;
    const data = json.data ?? null;

    if (code === SUCCESS) {
      let checked: ReturnType<OutputCheck['safeParse']>;
      try {
        checked = (await output).safeParse(data, ONE_OFF_CHECK);
      } catch {
        // The schema's script could not be fetched (the connection dropped just then).
        config.onNetworkError();
        throw new ApiError('network', Messages.networkError, null, true);
      }
      if (!checked.success) throw new ApiError('bad-response', `Unexpected response from ${name}`, data);
      return checked.data;
    }
    // Not a lost login: the session stays and the app offers identity verification instead.
    if (code === 403 && config.onIdentityRequired && (await kycRequired(data))) {
      config.onIdentityRequired(msg);
      throw new ApiError(code, msg, data, true);
    }
    // A 403 whose data names its reason (block trading not open, say) is a refusal, not a lost login.
    const explainedRefusal = code === 403 && data !== null && typeof data === 'object';
    if (AUTH_FAILURES.has(code) && endpoint.auth && !explainedRefusal) {
      config.onAuthExpired();
      throw new ApiError(code, msg, data, true);
    }
    throw new ApiError(code, msg, data);
  }

  return { call } as ApiClient<R>;
}
