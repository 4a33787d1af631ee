import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keccak256, sha3_256 } from './keccak.ts';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('keccak-256', () => {
  it('matches the published Keccak-256 vectors', () => {
    expect(hex(keccak256(utf8('')))).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(hex(keccak256(utf8('abc')))).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
    // Ethereum's ERC-20 Transfer event topic and transfer() selector.
    expect(hex(keccak256(utf8('Transfer(address,address,uint256)')))).toBe(
      'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
    );
    expect(hex(keccak256(utf8('transfer(address,uint256)'))).slice(0, 8)).toBe('a9059cbb');
  });

  it('shares its permutation with SHA3-256, checked against node:crypto across block boundaries', () => {
    for (const length of [0, 1, 135, 136, 137, 271, 272, 1000]) {
      const data = randomBytes(length);
      expect(hex(sha3_256(data)), `length ${length}`).toBe(createHash('sha3-256').update(data).digest('hex'));
    }
  });
});
