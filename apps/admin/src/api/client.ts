import {
  type Endpoint,
  type Envelope,
  type EndpointName,
  type Endpoints,
  endpoints,
  fillPath,
  type InputOf,
  type OutputOf,
  toQueryString,
} from '@bourse/contract';

/** A failed call: the envelope's code and message (`field: rule` for bad input), or 0 when the server was not reached. */
export class ApiError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.code = code;
  }
}

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as Envelope<unknown>).code === 'number';

const TOKEN_KEY = 'bourse.backoffice.token';
/** The staff session lives in this tab only: closing it signs out (sessionStorage, not localStorage). */
export const session = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

/** Keeps only the fields an endpoint's input declares, so a screen's extra filter never becomes a 400. */
export function inputFor(endpoint: Endpoint, fields: Record<string, unknown>): Record<string, unknown> {
  const shape = (endpoint.input as { shape?: Record<string, unknown> }).shape;
  return Object.fromEntries(
    Object.entries(fields).filter(([k, v]) => v !== undefined && v !== null && v !== '' && (!shape || k in shape)),
  );
}

/** Calls one endpoint of the contract by name: its method and path come from the contract, never written here. */
export async function call<N extends EndpointName>(
  name: N,
  input: InputOf<Endpoints[N]>,
  file?: Blob,
): Promise<OutputOf<Endpoints[N]>> {
  const endpoint: Endpoint = endpoints[name];
  const token = session.get();
  const isGet = endpoint.method === 'GET';
  let body: BodyInit | undefined;
  if (endpoint.multipartFile && file) {
    body = new FormData();
    body.append(endpoint.multipartFile, file);
  } else if (!isGet) body = JSON.stringify(input ?? {});
  let response: Response;
  try {
    response = await fetch(`${fillPath(endpoint.path, undefined)}${isGet ? toQueryString(input) : ''}`, {
      method: endpoint.method,
      headers: {
        accept: 'application/json',
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: token } : {}),
      },
      body,
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached; try again');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(json)) throw new ApiError(response.status, `Unexpected response (HTTP ${response.status})`);
  if (json.code !== 200) throw new ApiError(json.code, json.msg);
  return endpoint.output.parse(json.data ?? null) as OutputOf<Endpoints[N]>;
}
