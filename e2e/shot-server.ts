/**
 * What every screenshot script shares: the real server (apps/server/src/main.ts) on a fresh SQLite data folder, with
 * the e2e staff account seeded and no SMTP (so mailed codes land in the folder's `mail/`), an API client on it, and
 * a clean stop. For looking, not asserting: the scripts seed what they show through the real API.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Call, createApi, waitUntilUp } from './api.ts';
import { E2E_STAFF } from './staff.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface ShotServer {
  base: string;
  api: Call;
  /** The server's data folder (mailed codes are in its `mail/`). */
  work: string;
  /** The code mailed to `email`, waiting for the mail (the server writes it into the data folder without SMTP). */
  mailedCode(email: string): Promise<string>;
  /** Stops the server and removes its data folder. */
  stop(): void;
}

/** Starts the server on `port` with `env` added, and answers once it is up (`name` names its temporary folder). */
export async function startShotServer(
  name: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ShotServer> {
  const base = `http://127.0.0.1:${port}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `bourse-${name}-shots-`));
  const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: work,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      STAFF_EMAIL: E2E_STAFF.email,
      STAFF_PASSWORD: E2E_STAFF.password,
      ...env,
    },
    stdio: 'inherit',
  });
  const stop = () => {
    server.kill('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  };
  const api = createApi(base);
  try {
    await waitUntilUp(api, () => server.exitCode !== null, 120_000);
  } catch (error) {
    stop();
    throw error;
  }
  const mailedCode = async (email: string) => {
    const dir = path.join(work, 'mail');
    for (let i = 0; i < 50; i += 1) {
      const file = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f.includes(email)) : undefined;
      const code = file && /code is (\d{6})/.exec(fs.readFileSync(path.join(dir, file), 'utf8'))?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no code mailed to ${email}`);
  };
  return { base, api, work, mailedCode, stop };
}
