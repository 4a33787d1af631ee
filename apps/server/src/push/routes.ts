import { pushClientMessage } from '@bourse/contract';
import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../platform/route.ts';
import type { PushHub, PushSocket } from './hub.ts';

const PING_EVERY_MS = 20_000;
/** A socket that sent nothing (not even a pong) for this long is dropped. */
const DEAD_AFTER_MS = 50_000;
const MAX_MESSAGE_BYTES = 32 * 1024;
const MAX_CHANNELS_PER_MESSAGE = 300;

const parseChannels = (list: string) =>
  list
    .split(',')
    .map((c) => c.trim())
    .filter((c) => /^[A-Za-z]+\.[A-Za-z0-9.^=_-]{1,24}$/.test(c))
    .slice(0, MAX_CHANNELS_PER_MESSAGE);

/**
 * The /push websocket (docs/design.md §3): subscribe/unsubscribe by a comma list of `market.code` channels, ping and
 * pong, and `auth` with the login token for private events.
 */
export function pushRoutes(
  app: FastifyInstance,
  hub: PushHub,
  authenticate: Authenticate,
  opts: { maxSocketsPerIp: number },
) {
  const socketsPerIp = new Map<string, number>();
  /** Answers `auth`. A failed lookup (the database unreachable) answers ok: false; it must not go unanswered. */
  const answerAuth = async (socket: PushSocket, token: string) => {
    const user = await authenticate(token).catch((err: unknown) => {
      app.log.warn({ err }, 'push auth could not check the token');
      return undefined;
    });
    hub.authenticate(socket, user);
    hub.send(socket, { event: 'auth', ok: user !== undefined });
  };
  app.get('/push', { websocket: true, schema: { hide: true } }, (socket, req) => {
    const ip = req.ip;
    const open = socketsPerIp.get(ip) ?? 0;
    if (open >= opts.maxSocketsPerIp) {
      socket.close(1008, 'Too many connections from this address');
      return;
    }
    socketsPerIp.set(ip, open + 1);
    socket.once('close', () => {
      const left = (socketsPerIp.get(ip) ?? 1) - 1;
      if (left > 0) socketsPerIp.set(ip, left);
      else socketsPerIp.delete(ip);
    });
    hub.add(socket);
    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      hub.seen(socket);
      if (isBinary || raw.length > MAX_MESSAGE_BYTES) return;
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return;
      }
      const parsed = pushClientMessage.safeParse(json);
      if (!parsed.success) return;
      const msg = parsed.data;
      switch (msg.event) {
        case 'subscribe':
          hub.subscribe(socket, parseChannels(msg.channel));
          break;
        case 'unsubscribe':
          hub.unsubscribe(socket, parseChannels(msg.channel));
          break;
        case 'ping':
          hub.send(socket, { event: 'pong' });
          break;
        case 'pong':
          break;
        case 'auth':
          answerAuth(socket, msg.token).catch((err: unknown) => app.log.error({ err }, 'push auth not answered'));
          break;
      }
    });
    socket.on('close', () => hub.remove(socket));
    socket.on('error', () => hub.remove(socket));
  });

  const timer = setInterval(() => hub.heartbeat(DEAD_AFTER_MS), PING_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
