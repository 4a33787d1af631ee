import WebSocket from 'ws';

/**
 * The clients of bench/push.ts, in their own process: CLIENTS sockets each subscribed to PER_CLIENT of SYMBOLS
 * channels. On "start" they count quotes and record latency (receipt time minus the tick's creation time); on
 * "stop" they print one JSON line.
 */
const url = process.env.PUSH_URL ?? '';
const CLIENTS = Number(process.env.CLIENTS ?? 2000);
const PER_CLIENT = Number(process.env.PER_CLIENT ?? 20);
const SYMBOLS = Number(process.env.SYMBOLS ?? 200);

let counting = false;
let delivered = 0;
const latencies: number[] = [];
let startedAt = 0;

const sockets: WebSocket[] = [];
const opening: Promise<void>[] = [];
for (let i = 0; i < CLIENTS; i++) {
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
    const text = raw.toString();
    if (!text.startsWith('{"event":"quote"')) return;
    delivered += 1;
    // Sample latency on every 10th message so measuring does not become the bottleneck.
    if (delivered % 10 === 0) {
      const ts = Number(/"ts":(\d+)/.exec(text)?.[1]);
      latencies.push(Date.now() - ts);
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
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
    process.stdout.write(`${JSON.stringify({ delivered, seconds, p50_ms: pct(0.5), p99_ms: pct(0.99) })}\n`);
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
