import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Machine instructions the server spends on a market order and on a ledger transfer, counted by valgrind's callgrind
 * (a count, not a time: run alone, the same code gives the same figure within 1 % an order and 2 % a transfer, where
 * the `orders` bench's rates move by a third from one run to the next on a shared machine). Run it with nothing else running:
 * beside another run the counts rose by 40–60 % (we take it that the group commit's batches shrink when the machine is
 * shared, so each request pays a larger share of a commit). The app runs in process (bench/lib/inject-target.ts: the
 * same routes, parsing, services and SQL through `app.inject`; no sockets, no feed steps, no leader sweeps); after a
 * warm-up the count is turned on for ROUNDS × N requests of one kind, then the other. Prints instructions per order
 * and per transfer and their ratio (transfers ÷ orders, as the `orders` bench's ratio is). What it does not see: time
 * spent waiting on memory and the disk, which SQLite's writes are mostly; the `orders` bench measures those. Needs
 * valgrind (Debian's package). Takes about five minutes.
 */
const run = promisify(execFile);
const target = path.join(import.meta.dirname, 'lib', 'inject-target.ts');
const env = { USERS: process.env.USERS ?? '200', N: process.env.N ?? '500', ROUNDS: process.env.ROUNDS ?? '2' };

/** Instructions counted over the measured requests of `what`, and how many requests those were. */
async function count(what: 'orders' | 'transfers'): Promise<{ instructions: number; requests: number }> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-callgrind-')), 'callgrind.out');
  const child: ChildProcess = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      `--callgrind-out-file=${out}`,
      process.execPath,
      // One thread for V8 (no concurrent compiling or marking), so that the count repeats.
      '--single-threaded',
      target,
    ],
    { env: { ...process.env, ...env, WHAT: what }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = (prefix: string) =>
    new Promise<string>((resolve, reject) => {
      const look = (d?: Buffer) => {
        if (d) stdout += d.toString();
        const found = stdout.split('\n').find((l) => l.startsWith(prefix));
        if (found) {
          child.stdout?.off('data', look);
          resolve(found);
        }
      };
      child.stdout?.on('data', look);
      look();
      void exited.then(() => reject(new Error(`${what}: the target exited before ${prefix}\n${stderr}`)));
    });
  await line('READY');
  await run('callgrind_control', ['-i', 'on', String(child.pid)]);
  child.stdin?.write('go\n');
  const done = JSON.parse((await line('DONE')).slice('DONE '.length)) as { requests: number; refused: number };
  await exited;
  if (done.refused > 0) throw new Error(`${what}: ${done.refused} requests were not answered 200`);
  const collected = /Collected : (\d+)/.exec(stderr);
  if (!collected) throw new Error(`${what}: callgrind reported no count\n${stderr}`);
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return { instructions: Number(collected[1]), requests: done.requests };
}

const orders = await count('orders');
const transfers = await count('transfers');
const perOrder = orders.instructions / orders.requests;
const perTransfer = transfers.instructions / transfers.requests;
console.log(
  JSON.stringify({
    bench: 'instructions',
    users: Number(env.USERS),
    requests: orders.requests,
    instructions_per_order: Math.round(perOrder),
    instructions_per_transfer: Math.round(perTransfer),
    ratio: Number((perTransfer / perOrder).toFixed(3)),
  }),
);
