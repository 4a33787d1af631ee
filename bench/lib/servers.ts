import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Runs a target script in its own process (so the load generator does not share its CPU) and reads its ports: the
 * first stdout line starting `{"ports"`, whose other fields come back as `info`.
 */
export async function startTarget(script: string, env: Record<string, string> = {}) {
  // BENCH_TARGET_ARGS passes Node options to the target alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const nodeArgs = process.env.BENCH_TARGET_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, path.join(import.meta.dirname, script)], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { ports, ...info } = await new Promise<{ ports: Record<string, number> } & Record<string, unknown>>(
    (resolve, reject) => {
      let buf = '';
      child.stdout?.on('data', (d: Buffer) => {
        buf += d.toString();
        // Only whole lines: a long one may arrive in several chunks.
        const line = buf
          .split('\n')
          .slice(0, -1)
          .find((l) => l.startsWith('{"ports"'));
        if (line) resolve(JSON.parse(line) as { ports: Record<string, number> });
      });
      child.once('exit', (code) => reject(new Error(`target exited with ${code}`)));
    },
  );
  return {
    ports,
    info,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * In a target process: runs `close` and exits, 0 when it closed cleanly and 1 (with the error on stderr) when not.
 * Signal and stdin handlers call it rather than being async themselves, so a failed close is never a lost rejection.
 */
export function closeAndExit(close: () => Promise<void>): void {
  close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
