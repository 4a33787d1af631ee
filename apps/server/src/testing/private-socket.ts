import WebSocket from 'ws';

interface Message {
  event: string;
  type?: string;
  data?: unknown;
}

/**
 * A /push socket at `url` logged in as `token`, collecting the private events of one `type` it receives: `events()`
 * answers them so far, `waitFor(n)` waits (up to 3 s) until there are n.
 */
export async function privateSocket<T>(url: string, token: string, type: string) {
  const ws = new WebSocket(url);
  const messages: Message[] = [];
  ws.on('message', (raw) => messages.push(JSON.parse(raw.toString()) as Message));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ event: 'auth', token }));
  const events = () => messages.filter((m) => m.event === 'private' && m.type === type).map((m) => m.data as T);
  const waitFor = async (n: number) => {
    const deadline = Date.now() + 3000;
    while (events().length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return events();
  };
  while (!messages.some((m) => m.event === 'auth')) await new Promise((r) => setTimeout(r, 10));
  return { ws, events, waitFor };
}
