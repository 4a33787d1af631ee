import { can, type Endpoint } from '@bourse/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthUser, Caller } from './context.ts';
import { AppError, describeZodError, forbidden, notFound, unauthorized } from './errors.ts';
import { requestLanguage, translate } from './i18n/translate.ts';
import { type IdempotentRequest, idempotencyOf } from './idempotency.ts';
import { Serialized } from './serialized.ts';

export type Authenticate = (token: string) => Promise<AuthUser | undefined>;

type Handler<E extends Endpoint> = (args: {
  input: z.output<E['input']>;
  params: [NonNullable<E['params']>] extends [never] ? undefined : z.output<NonNullable<E['params']>>;
  caller: Caller;
  user: E['auth'] extends true ? AuthUser : AuthUser | undefined;
  /**
   * The call's Idempotency-Key (validated, with the request's fingerprint) when the endpoint is `idempotent` in the
   * contract and the caller sent one; hand it to `once()` inside the money transaction. Always undefined otherwise.
   */
  idempotency: IdempotentRequest | undefined;
  req: FastifyRequest;
}) => Promise<z.input<E['output']> | Serialized<z.input<E['output']>>>;

export function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError(400, describeZodError(result.error, where));
  return result.data;
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<string, unknown>;

const multipartSchema = (field: string) => ({
  consumes: ['multipart/form-data'],
  body: { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } },
});

/** Paths of the back office: every endpoint under it is a staff call. */
const STAFF_PATH = '/admin/';

/**
 * Deny by default: a back-office endpoint must say which permission it needs (or that it is a step of the staff
 * sign-in), and a staff call must require a login. Checked when the route is registered, so the server does not start
 * with a staff call open to everyone.
 */
export function checkStaffGate(endpoint: Endpoint): void {
  const staffCall = endpoint.permission !== undefined || endpoint.staffSignIn === true;
  if (endpoint.path.startsWith(STAFF_PATH) && !staffCall) {
    throw new Error(`${endpoint.path}: a back-office endpoint must declare a permission (deny by default)`);
  }
  if (staffCall && !endpoint.auth) throw new Error(`${endpoint.path}: a staff call needs auth`);
}

/**
 * The staff check of a call, before its input is read: not staff is 403 'Staff only'; a staff session that has not
 * passed the second factor has no staff powers; a role without the endpoint's permission is refused.
 */
function staffGate(endpoint: Endpoint, user: AuthUser): void {
  if (endpoint.permission === undefined && endpoint.staffSignIn !== true) return;
  if (user.staffRole === null) throw forbidden('Staff only');
  if (endpoint.permission === undefined) return;
  if (!user.secondFactor) throw forbidden('Second factor required');
  if (!can(user.staffRole, endpoint.permission)) throw forbidden('Your role may not do this');
}

/**
 * Registers one endpoint of the contract (`options.enabled`: a test hook, 404 unless its setting is on): the login
 * requirement first, then the input is parsed by the contract's
 * zod schema (400 naming the field and rule), then, for an `idempotent` endpoint, the Idempotency-Key is read (400
 * when malformed), then the handler's result is wrapped in the envelope.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  authenticate: Authenticate,
  endpoint: E,
  handler: Handler<E>,
  options: { enabled?: () => boolean } = {},
) {
  const inputKey = endpoint.method === 'GET' ? 'querystring' : 'body';
  checkStaffGate(endpoint);
  if (endpoint.idempotent && !endpoint.auth) {
    throw new Error(`${endpoint.path}: an idempotent endpoint needs auth (keys are kept per user)`);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.multipartFile
        ? multipartSchema(endpoint.multipartFile)
        : { [inputKey]: jsonSchema(endpoint.input, 'input') }),
      ...(endpoint.params ? { params: jsonSchema(endpoint.params, 'input') } : {}),
      ...(endpoint.auth ? { security: [{ token: [] }] } : {}),
      response: {
        200: jsonSchema(z.object({ code: z.literal(200), msg: z.string(), data: endpoint.output }), 'output'),
      },
    },
    handler: async (req, reply) => {
      // A test hook the server runs without: not found, before the login or the input is looked at.
      if (options.enabled && !options.enabled()) throw notFound('The URL does not exist');
      const token = tokenOf(req);
      const user = token ? await authenticate(token) : undefined;
      if (endpoint.auth && !user) throw unauthorized(token ? 'Login Expired' : 'Please log in');
      if (user) staffGate(endpoint, user);
      // A multipart body is read by the handler itself (as a stream), after the login check.
      const input = parse(
        endpoint.input,
        endpoint.multipartFile ? {} : endpoint.method === 'GET' ? req.query : req.body,
        inputKey === 'body' ? 'body' : 'query',
      );
      const params = endpoint.params ? parse(endpoint.params, req.params, 'path') : undefined;
      const idempotency =
        endpoint.idempotent && user ? idempotencyOf(req, user.id, endpoint, { params, input }) : undefined;
      const language = requestLanguage(req.headers);
      const userAgent = String(req.headers['user-agent'] ?? '').slice(0, 200);
      const caller: Caller = { user, ip: req.ip, userAgent, language };
      const data = await handler({ input, params, caller, user, idempotency, req } as Parameters<Handler<E>>[0]);
      if (data instanceof Serialized) {
        const msg = JSON.stringify(translate('Success', language));
        return reply.type('application/json; charset=utf-8').send(`{"code":200,"msg":${msg},"data":${data.json}}`);
      }
      return { code: 200, msg: translate('Success', language), data: data ?? null };
    },
  });
}
