import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { type EndpointName, type Endpoints, type Envelope, endpoints, UPLOAD_FIELD } from '@bourse/contract';
import { generate } from 'otplib';
import type { z } from 'zod';
import { newIdentity } from './harness.ts';
import { newPassportNumber, PASSPORT } from './kyc.ts';
import { lastCode } from './outbox.ts';
import { pngBytes } from './uploads.ts';
import { PAY_PASSWORD, STAFF, STAFF_ENV } from './staff.ts';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Sends `signal` and waits until the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The real server (`node apps/server/src/main.ts`) in a process of its own, on a free port, with the staff account
 * seeded and cheap password hashing. `env` adds to or overrides that; DATABASE_URL unset means embedded SQLite.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      SCRYPT_LOG_N: '10',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...STAFF_ENV,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${server.url}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`the server did not start within 30 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type CallResult<N extends EndpointName> = {
  status: number;
  body: Envelope<z.output<Endpoints[N]['output']>>;
};

/** Calls an endpoint of the contract over real HTTP. Network failures (a killed server) reject. */
export async function callHttp<N extends EndpointName>(
  baseUrl: string,
  name: N,
  input: Record<string, unknown> = {},
  opts: { token?: string; key?: string } = {},
): Promise<CallResult<N>> {
  const e = endpoints[name];
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = opts.token;
  if (opts.key) headers['idempotency-key'] = opts.key;
  const query = new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res =
    e.method === 'GET'
      ? await fetch(`${baseUrl}${e.path}${query ? `?${query}` : ''}`, { headers })
      : await fetch(`${baseUrl}${e.path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(input),
        });
  return { status: res.status, body: (await res.json()) as CallResult<N>['body'] };
}

async function ok<N extends EndpointName>(pending: Promise<CallResult<N>>, what: string) {
  const res = await pending;
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.body.msg}`);
  return res.body.data;
}

/** A new user with a pay password, registered through `server` (whose outbox holds the code). */
export async function signUpOver(server: ServerProcess) {
  const who = newIdentity();
  await ok(callHttp(server.url, 'getEmailCode', { email: who.email, type: 'register' }), 'getEmailCode');
  const session = await ok(
    callHttp(server.url, 'register', { ...who, code: lastCode(server.dataDir, who.email) ?? '' }),
    'register',
  );
  await ok(callHttp(server.url, 'settingPayPassword', { payPassword: PAY_PASSWORD }, session), 'settingPayPassword');
  await verifyOver(server.url, session.token);
  return { ...who, token: session.token, userId: session.user.id };
}

const reviewers = new Map<string, Promise<string>>();
/**
 * Verifies a user's identity over HTTP the real way: an uploaded image, /updateReal with a passport, and the staff
 * approval (the staff account logs in once per server).
 */
export async function verifyOver(url: string, token: string) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), 'passport.png');
  const res = await fetch(`${url}${endpoints.upload.path}`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const uploaded = (await res.json()) as Envelope<{ url: string }>;
  if (uploaded.code !== 200) throw new Error(`upload: ${uploaded.msg}`);
  const kyc = await ok(
    callHttp(
      url,
      'updateReal',
      { ...PASSPORT, idNumber: newPassportNumber(), frontImage: uploaded.data.url },
      { token },
    ),
    'updateReal',
  );
  if (!reviewers.has(url)) reviewers.set(url, staffLoginOver(url));
  const staff = (await reviewers.get(url)) ?? '';
  await ok(callHttp(url, 'staffKycApprove', { id: kyc.id }, { token: staff }), 'staffKycApprove');
}

const staffSecrets: string[] = [];
/**
 * The seeded staff account's token on the server at `url`, signed in with password and authenticator code (enrolled
 * at its first sign-in on that database; the code is the real clock's, as the server process keeps real time). Servers
 * sharing a database share the enrolment, so the secrets enrolled so far are tried newest first.
 */
export async function staffLoginOver(url: string): Promise<string> {
  const { token } = await ok(
    callHttp(url, 'login', { username: STAFF.email, password: STAFF.password }),
    'staff login',
  );
  const me = await ok(callHttp(url, 'adminMe', {}, { token }), 'adminMe');
  if (me.totpEnrolled === 0) {
    staffSecrets.unshift((await ok(callHttp(url, 'adminTotpEnrol', {}, { token }), 'adminTotpEnrol')).secret);
  }
  for (const secret of staffSecrets) {
    for (let tries = 0; tries < 2; tries += 1) {
      const res = await callHttp(url, 'adminTotpVerify', { code: await generate({ secret }) }, { token });
      if (res.status === 200) return token;
      if (!String(res.body.msg).includes('already used')) break;
      // A code is accepted once: a second sign-in within the same 30 seconds waits for the next one.
      await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 50));
    }
  }
  throw new Error(`staffLoginOver: no authenticator enrolled through this helper signs in at ${url}`);
}

/** Funds Balance the way money really arrives: a bank deposit, approved by staff. */
export async function depositOver(url: string, token: string, staffToken: string, amount: string) {
  const d = await ok(callHttp(url, 'depositCreate', { channel: 'bank', amount }, { token }), 'depositCreate');
  await ok(callHttp(url, 'staffDepositApprove', { id: d.id }, { token: staffToken }), 'staffDepositApprove');
}
