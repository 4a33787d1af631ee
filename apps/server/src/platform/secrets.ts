import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * The server secret keys HMACs of email codes and of signed upload urls, and (through deriveKey) the encryption of
 * card numbers. In cluster mode it comes from APP_SECRET; in embedded mode it is made once and kept in
 * DATA_DIR/secret.key, readable by the owner only.
 */
export function loadSecret(config: Pick<Config, 'appSecret' | 'dataDir'>): Buffer {
  if (config.appSecret) return Buffer.from(config.appSecret, 'utf8');
  const file = path.join(config.dataDir, 'secret.key');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}

export function hmac(secret: Buffer, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('base64url');
}

/** A 256-bit key for one purpose (e.g. 'card-numbers'), derived from the server secret with HKDF-SHA256. */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `bourse:${purpose}`, 32));
}
