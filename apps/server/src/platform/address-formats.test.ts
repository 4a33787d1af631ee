import { describe, expect, it } from 'vitest';
import { canonicalAddress, eip55 } from './address-formats.ts';

/** Change one character of an address to another of its alphabet: the checksum must catch it. */
const typo = (address: string, at: number) => {
  const ch = address[at];
  return `${address.slice(0, at)}${ch === 'q' ? 'p' : ch === 'T' ? 'U' : ch === '2' ? '3' : '2'}${address.slice(at + 1)}`;
};

describe('TRC20 addresses (base58check, version 0x41)', () => {
  it('accepts real addresses', () => {
    expect(canonicalAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  });
  it.each([
    ['a typo', typo('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 10)],
    ['the wrong last character', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    ['a character outside base58', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60'],
    ['one character short', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6'],
    ['a Bitcoin address', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['an Ethereum address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  ])('refuses %s', (_what, address) => {
    expect(canonicalAddress('TRC20', address)).toBeUndefined();
  });
});

describe('ERC20 addresses (EIP-55)', () => {
  const eipExamples = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];
  it('computes the checksums of the EIP-55 examples', () => {
    for (const a of eipExamples) expect(eip55(a.toLowerCase())).toBe(a);
  });
  it('accepts checksummed, all-lower and all-upper addresses, and stores the checksummed form', () => {
    for (const a of eipExamples) {
      expect(canonicalAddress('ERC20', a)).toBe(a);
      expect(canonicalAddress('ERC20', a.toLowerCase())).toBe(a);
      expect(canonicalAddress('ERC20', `0x${a.slice(2).toUpperCase()}`)).toBe(a);
    }
  });
  it.each([
    ['a wrong checksum (one letter in the other case)', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
    ['39 hex digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'],
    ['41 hex digits', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0'],
    ['no 0x', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['a non-hex digit', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg'],
  ])('refuses %s', (_what, address) => {
    expect(canonicalAddress('ERC20', address)).toBeUndefined();
  });
});

describe('Bitcoin addresses', () => {
  it.each([
    ['P2PKH (the genesis address)', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['P2SH', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    [
      'segwit v0 (BIP-173), upper case',
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    ],
    [
      'taproot (BIP-350)',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    ],
  ])('accepts %s', (_what, address, canonical) => {
    expect(canonicalAddress('Bitcoin', address)).toBe(canonical);
  });
  it.each([
    ['a P2PKH typo', typo('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 8)],
    ['a bech32 typo', typo('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 12)],
    ['mixed case bech32', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7KV8F3T4'],
    ['taproot with a bech32 (not bech32m) checksum', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd'],
    ['a testnet address', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    ['a TRON address', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  ])('refuses %s', (_what, address) => {
    expect(canonicalAddress('Bitcoin', address)).toBeUndefined();
  });
});
