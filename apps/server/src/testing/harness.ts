import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type EndpointName, type Endpoints, type Envelope, endpoints } from '@bourse/contract';
import pg from 'pg';
import type { z } from 'zod';
import { type AppOptions, type BuiltApp, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { lastCode, mailsTo } from './outbox.ts';

/** Set TEST_DATABASE_URL to run the server suites on PostgreSQL (each harness gets its own schema). */
const pgUrl = process.env.TEST_DATABASE_URL;

export interface Harness extends BuiltApp {
  /** Calls an endpoint of the contract through Fastify's inject; answers the HTTP status and the envelope. */
  call<N extends EndpointName>(
    name: N,
    input?: z.input<Endpoints[N]['input']> | Record<string, unknown>,
    opts?: { token?: string; params?: Record<string, string | number>; ip?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Envelope<z.output<Endpoints[N]['output']>> }>;
  /** The latest 6-digit code mailed to this address (from the outbox folder). */
  lastCode(email: string): string | undefined;
  mailCount(email: string): number;
  advance(ms: number): void;
  logs: string[];
  dataDir: string;
  close(): Promise<void>;
}

/** A database of its own for one harness, so suites can run in parallel on one PostgreSQL. */
export async function freshPgDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bourse_t_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export async function createHarness(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'feedProvider'> & { startMs?: number } = {},
): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-test-'));
  const database = pgUrl ? await freshPgDatabase(pgUrl) : undefined;
  const databaseUrl = database?.url;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SCRYPT_LOG_N: '10',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  let clock = options.startMs ?? Date.now();
  const logs: string[] = [];
  // The market feed does not run on a timer: tests step it with `ctx.market.tick()` on the harness clock.
  const built = await buildApp(config, {
    now: () => clock,
    logStream: { write: (line) => void logs.push(line) },
    feedLoop: false,
    ...(options.feedProvider ? { feedProvider: options.feedProvider } : {}),
  });

  return {
    ...built,
    logs,
    dataDir,
    advance: (ms) => {
      clock += ms;
    },
    async call(name, input = {}, opts = {}) {
      const e = endpoints[name];
      let url = e.path;
      for (const [k, v] of Object.entries(opts.params ?? {})) url = url.replace(`:${k}`, encodeURIComponent(String(v)));
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.authorization = opts.token;
      const res = await built.app.inject({
        method: e.method,
        url,
        headers,
        remoteAddress: opts.ip ?? '127.0.0.1',
        ...(e.method === 'GET'
          ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
          : { payload: input as object }),
      });
      return { status: res.statusCode, body: res.json() };
    },
    lastCode: (email) => lastCode(dataDir, email),
    mailCount: (email) => mailsTo(dataDir, email).length,
    async close() {
      await built.app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let serial = 0;
/** A unique, valid email and user ID for one test. */
export function newIdentity() {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}${randomBytes(2).toString('hex')}`;
  return { email: `user${tag}@example.com`, userLoginId: `u${tag}`.slice(0, 20), password: 'Correct-Horse-42' };
}

/** Registers a user through the real calls and answers its token and user; `ip` is where the calls come from. */
export async function signUp(h: Harness, who = newIdentity(), ip?: string) {
  const sent = await h.call('getEmailCode', { email: who.email, type: 'register' }, ip ? { ip } : {});
  if (sent.status !== 200) throw new Error(`getEmailCode: ${sent.body.msg}`);
  const code = h.lastCode(who.email);
  const res = await h.call('register', { ...who, code: code ?? '' });
  if (res.status !== 200) throw new Error(`register: ${res.body.msg}`);
  return { ...who, token: res.body.data.token, user: res.body.data.user };
}
