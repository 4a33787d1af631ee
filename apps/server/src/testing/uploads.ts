import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { Envelope } from '@bourse/contract';
import type { Harness } from './harness.ts';

/** A real 1×1 RGB PNG, built chunk by chunk. */
export function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const pixels = zlib.deflateSync(Buffer.from([0, 0x33, 0xaa, 0x77]));
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A real 2×2 baseline JPEG (from Chromium's encoder, its ICC profile segment removed). */
export const jpegBytes = () =>
  Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBk' +
      'eFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAID' +
      'ASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgX/xAAUEQEA' +
      'AAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCgCiv/2Q==',
    'base64',
  );

export interface FilePart {
  field?: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body of the given file parts. */
export function multipart(parts: FilePart[]) {
  const boundary = `----bourse${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; ` +
        `filename="${p.filename ?? 'photo.png'}"\r\nContent-Type: ${p.contentType ?? 'image/png'}\r\n\r\n`,
    ),
    p.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /upload with one file (or the given parts); answers the status and the envelope. */
export async function upload(h: Harness, token: string | undefined, file: Buffer | FilePart[], filename?: string) {
  const body = multipart(Array.isArray(file) ? file : [{ data: file, ...(filename ? { filename } : {}) }]);
  const res = await h.app.inject({
    method: 'POST',
    url: '/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
  });
  return { status: res.statusCode, body: res.json() as Envelope<{ url: string } | null> };
}

/** GET an upload url as-is (it may carry ?sig=), optionally with a token. */
export const fetchUpload = (h: Harness, url: string, token?: string) =>
  h.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
