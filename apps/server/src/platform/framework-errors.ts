import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, translate } from './i18n/translate.ts';

/**
 * Errors Fastify and Node raise before a route runs, answered in the envelope like every other answer
 * (docs/design.md §3) instead of Fastify's own JSON: a bad % escape in the path (400), a path part longer than the
 * router takes (414), and, on the raw socket, oversized headers (431), a request that took too long (408) and bytes
 * that are not HTTP (400).
 */
const ROUTING_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'path: is not a valid URL (a % escape is malformed)',
  FST_ERR_MAX_PARAM_LENGTH: 'path: a part of the path is too long',
};

/** Fastify's `frameworkErrors`: routing failures, answered with a reply like any route's. */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const message = ROUTING_MESSAGES[error.code];
  const language = requestLanguage(req.headers);
  if (message && error.statusCode) {
    void reply.status(error.statusCode).send({ code: error.statusCode, msg: translate(message, language), data: null });
    return;
  }
  req.log.error({ err: error }, 'framework error');
  const msg = translate(`Something went wrong on our side (reference ${req.id})`, language);
  void reply.status(500).send({ code: 500, msg, data: null });
}

interface ConnectionError extends Error {
  code?: string;
}

/** The answer for a request Node could not parse, by the parser's error code. */
function clientErrorAnswer(code: string | undefined): { status: number; msg: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, msg: 'headers: are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, msg: 'request: took too long to arrive' };
    default:
      return { status: 400, msg: 'request: is not valid HTTP' };
  }
}

/**
 * Fastify's `clientErrorHandler`: Node cannot go on reading a connection whose request it could not parse, so the
 * answer says `Connection: close` (a keep-alive client then knows to open a new one) and the socket is ended after it.
 */
export function clientErrorHandler(err: ConnectionError, socket: Socket) {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, msg } = clientErrorAnswer(err.code);
  const body = JSON.stringify({ code: status, msg, data: null });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
