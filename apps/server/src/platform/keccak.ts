/**
 * Keccak-256 as Ethereum uses it (the original Keccak padding 0x01, not SHA3-256's 0x06), for EIP-55 address
 * checksums: node:crypto has only SHA3. Lanes are BigInts; speed does not matter for 20-byte inputs.
 * `sha3_256` shares the permutation and exists so tests can check it against node:crypto.
 */

const RATE = 136;

/** Round constants and rotation offsets, generated as in the Keccak reference (LFSR and the (x, y) walk). */
const ROUND_CONSTANTS: bigint[] = [];
const ROTATIONS: number[] = new Array(25).fill(0);
{
  let lfsr = 1;
  for (let round = 0; round < 24; round++) {
    let rc = 0n;
    for (let j = 0; j < 7; j++) {
      if (lfsr & 1) rc |= 1n << BigInt((1 << j) - 1);
      lfsr = lfsr & 0x80 ? ((lfsr << 1) ^ 0x71) & 0xff : lfsr << 1;
    }
    ROUND_CONSTANTS.push(rc);
  }
  let [x, y] = [1, 0];
  for (let t = 0; t < 24; t++) {
    ROTATIONS[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
    [x, y] = [y, (2 * x + 3 * y) % 5];
  }
}

const rotl = (v: bigint, n: number) => (n === 0 ? v : BigInt.asUintN(64, (v << BigInt(n)) | (v >> BigInt(64 - n))));

function permute(s: BigUint64Array) {
  const lane = (i: number) => s[i] as bigint;
  const c = new BigUint64Array(5);
  const b = new BigUint64Array(25);
  for (const rc of ROUND_CONSTANTS) {
    for (let x = 0; x < 5; x++) c[x] = lane(x) ^ lane(x + 5) ^ lane(x + 10) ^ lane(x + 15) ^ lane(x + 20);
    for (let x = 0; x < 5; x++) {
      const d = (c[(x + 4) % 5] as bigint) ^ rotl(c[(x + 1) % 5] as bigint, 1);
      for (let y = 0; y < 25; y += 5) s[x + y] = lane(x + y) ^ d;
    }
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++)
        b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(lane(x + 5 * y), ROTATIONS[x + 5 * y] as number);
    }
    for (let i = 0; i < 25; i++) {
      const row = i - (i % 5);
      s[i] = (b[i] as bigint) ^ (~(b[row + ((i + 1) % 5)] as bigint) & (b[row + ((i + 2) % 5)] as bigint));
    }
    s[0] = lane(0) ^ rc;
  }
}

function sponge256(data: Uint8Array, padding: number): Uint8Array {
  const padded = new Uint8Array(Math.ceil((data.length + 1) / RATE) * RATE);
  padded.set(data);
  padded[data.length] = padding;
  padded[padded.length - 1] = (padded[padded.length - 1] as number) | 0x80;
  const state = new BigUint64Array(25);
  const view = new DataView(padded.buffer);
  for (let block = 0; block < padded.length; block += RATE) {
    for (let i = 0; i < RATE / 8; i++) state[i] = (state[i] as bigint) ^ view.getBigUint64(block + i * 8, true);
    permute(state);
  }
  const out = new DataView(new ArrayBuffer(32));
  for (let i = 0; i < 4; i++) out.setBigUint64(i * 8, state[i] as bigint, true);
  return new Uint8Array(out.buffer);
}

export const keccak256 = (data: Uint8Array) => sponge256(data, 0x01);
export const sha3_256 = (data: Uint8Array) => sponge256(data, 0x06);
