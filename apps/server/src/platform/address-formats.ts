import { createHash } from 'node:crypto';
import type { CryptoNetwork } from '@bourse/contract';
import { keccak256 } from './keccak.ts';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();

/** The payload of a base58check string (its 4-byte double-SHA-256 checksum verified), or undefined. */
function base58check(text: string): Buffer | undefined {
  let n = 0n;
  for (const ch of text) {
    const digit = BASE58.indexOf(ch);
    if (digit < 0) return undefined;
    n = n * 58n + BigInt(digit);
  }
  const hex = n === 0n ? '' : n.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const zeros = /^1*/.exec(text)?.[0].length ?? 0;
  const bytes = Buffer.concat([Buffer.alloc(zeros), body]);
  if (bytes.length < 5) return undefined;
  const payload = bytes.subarray(0, -4);
  return sha256(sha256(payload)).subarray(0, 4).equals(bytes.subarray(-4)) ? payload : undefined;
}

function polymod(values: number[]): number {
  const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    GEN.forEach((g, i) => {
      if ((top >>> i) & 1) chk ^= g;
    });
  }
  return chk >>> 0;
}

/** A BIP-173/BIP-350 string's prefix, data words and checksum variant, or undefined when the checksum fails. */
function bech32Decode(text: string) {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return undefined;
  const s = text.toLowerCase();
  const sep = s.lastIndexOf('1');
  if (sep < 1 || sep + 7 > s.length || s.length > 90) return undefined;
  const hrp = s.slice(0, sep);
  const words = [...s.slice(sep + 1)].map((ch) => BECH32.indexOf(ch));
  if (words.some((w) => w < 0)) return undefined;
  const expanded = [...hrp].map((c) => c.charCodeAt(0) >> 5).concat(0, ...[...hrp].map((c) => c.charCodeAt(0) & 31));
  const check = polymod([...expanded, ...words]);
  const variant = check === 1 ? 'bech32' : check === 0x2bc830a3 ? 'bech32m' : undefined;
  return variant && { hrp, words: words.slice(0, -6), variant };
}

/** 5-bit words to bytes; undefined when the padding is not zero bits of less than a byte (BIP-173). */
function wordsToBytes(words: number[]): number[] | undefined {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const w of words) {
    acc = (acc << 5) | w;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
    acc &= (1 << bits) - 1;
  }
  return bits >= 5 || acc !== 0 ? undefined : out;
}

/** A mainnet segwit address: version 0 in bech32 (20- or 32-byte program), versions 1 to 16 in bech32m. */
function segwitValid(text: string): boolean {
  const decoded = bech32Decode(text);
  if (!decoded || decoded.hrp !== 'bc' || decoded.words.length === 0) return false;
  const [version = -1, ...rest] = decoded.words;
  const program = wordsToBytes(rest);
  if (version > 16 || !program || program.length < 2 || program.length > 40) return false;
  if (version === 0) return decoded.variant === 'bech32' && (program.length === 20 || program.length === 32);
  return decoded.variant === 'bech32m';
}

/** The EIP-55 mixed-case form of a 40-hex-digit address. */
export function eip55(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = Buffer.from(keccak256(new TextEncoder().encode(lower))).toString('hex');
  return `0x${[...lower].map((ch, i) => (Number.parseInt(hash[i] ?? '0', 16) >= 8 ? ch.toUpperCase() : ch)).join('')}`;
}

/**
 * The canonical form of a valid address on `network`, or undefined when it is not one:
 * - TRC20: base58check of 0x41 and a 20-byte account (starts with T).
 * - ERC20: 0x and 40 hex digits; all-lower or all-upper case carries no checksum, mixed case must be EIP-55.
 *   Stored in EIP-55 form so one address is one row whatever case it was typed in.
 * - Bitcoin: base58check P2PKH (version 0, starts with 1) or P2SH (version 5, starts with 3), or segwit bech32 and
 *   bech32m (bc1…, stored in lower case).
 */
export function canonicalAddress(network: CryptoNetwork, address: string): string | undefined {
  switch (network) {
    case 'TRC20': {
      const payload = /^T\w{33}$/.test(address) ? base58check(address) : undefined;
      return payload?.length === 21 && payload[0] === 0x41 ? address : undefined;
    }
    case 'ERC20': {
      if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return undefined;
      const digits = address.slice(2);
      const checked = eip55(address);
      const uniform = digits === digits.toLowerCase() || digits === digits.toUpperCase();
      return uniform || checked === address ? checked : undefined;
    }
    case 'Bitcoin': {
      if (/^bc1/i.test(address)) return segwitValid(address) ? address.toLowerCase() : undefined;
      const payload = /^[13]/.test(address) ? base58check(address) : undefined;
      return payload?.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05) ? address : undefined;
    }
  }
}
