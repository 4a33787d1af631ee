import WebSocket from 'ws';

/**
 * Clients of bench/push.ts, in their own process: CLIENTS sockets (numbered from FIRST_CLIENT, so several processes
 * can share the load) each subscribed to PER_CLIENT of SYMBOLS channels. On "start" they count quotes and record
 * latency (receipt time minus the tick's creation time) as a histogram of whole milliseconds; on "stop" they print
 * one JSON line.
 */
const url = process.env.PUSH_URL ?? '';
const CLIENTS = Number(process.env.CLIENTS ?? 2000);
const PER_CLIENT = Number(process.env.PER_CLIENT ?? 20);
const SYMBOLS = Number(process.env.SYMBOLS ?? 200);
const FIRST_CLIENT = Number(process.env.FIRST_CLIENT ?? 0);

const QUOTE_HEAD = '{"event":"quote"';

let counting = false;
let delivered = 0;
/** `histogram[ms]` counts the sampled messages that took `ms` whole milliseconds. */
const histogram: number[] = [];
let startedAt = 0;

const sockets: WebSocket[] = [];
const opening: Promise<void>[] = [];
for (let i = FIRST_CLIENT; i < FIRST_CLIENT + CLIENTS; i++) {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  sockets.push(ws);
  const channels = Array.from({ length: PER_CLIENT }, (_, k) => `UsStock.S${(i * 7 + k * 10) % SYMBOLS}`);
  opening.push(
    new Promise((resolve, reject) => {
      ws.once('open', () => {
        ws.send(JSON.stringify({ event: 'subscribe', channel: channels.join(','), marketType: 'UsStock' }));
        resolve();
      });
      ws.once('error', reject);
    }),
  );
  ws.on('message', (raw: Buffer) => {
    if (!counting) return;
    // Only the head is decoded for every message, and the whole text for the sampled ones, so that counting costs the
    // clients' process little: it shares the machine with the server it measures.
    if (raw.toString('latin1', 0, QUOTE_HEAD.length) !== QUOTE_HEAD) return;
    delivered += 1;
    // Sample latency on every 10th message so measuring does not become the bottleneck.
    if (delivered % 10 === 0) {
      const ts = Number(/"ts":(\d+)/.exec(raw.toString())?.[1]);
      const ms = Math.max(0, Date.now() - ts);
      histogram[ms] = (histogram[ms] ?? 0) + 1;
    }
  });
  // Open in small batches so the server's accept queue is not flooded.
  if (i % 100 === 99) await new Promise((r) => setTimeout(r, 20));
}
await Promise.all(opening);
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);

process.stdin.setEncoding('utf8');
process.stdin.on('data', (cmd: string) => {
  if (cmd.includes('start')) {
    counting = true;
    startedAt = performance.now();
  }
  if (cmd.includes('stop')) {
    counting = false;
    const seconds = (performance.now() - startedAt) / 1000;
    process.stdout.write(
      `${JSON.stringify({ delivered, seconds, histogram: Array.from(histogram, (n) => n ?? 0) })}\n`,
    );
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
