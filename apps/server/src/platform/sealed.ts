import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for small secrets at rest (card numbers): `v1.<iv>.<ciphertext>.<tag>`, base64url, a random 96-bit IV
 * per value. `context` is bound as additional data (e.g. the owner's id), so a value copied to another row fails.
 */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const b64 = (b: Buffer) => b.toString('base64url');
  return `v1.${b64(iv)}.${b64(body)}.${b64(cipher.getAuthTag())}`;
}

/** The plaintext of `seal`; throws when the value, the key or the context is not the one it was sealed with. */
export function unseal(key: Buffer, sealed: string, context: string): string {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || iv === undefined || body === undefined || tag === undefined) {
    throw new Error('sealed value: unknown format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    .setAAD(Buffer.from(context))
    .setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
