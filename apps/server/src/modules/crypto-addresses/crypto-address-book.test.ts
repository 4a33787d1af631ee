import { CRYPTO_ADDRESS_LIMIT, type EndpointName } from '@bourse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signUp } from '../../testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETH = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

describe('saved crypto addresses: add, list, delete', () => {
  it('saves an address for every supported currency and network, and lists them oldest first', async () => {
    const { token } = await signUp(h);
    const inputs = [
      { currency: 'USDT', network: 'TRC20', address: TRON, label: ' Binance ' },
      { currency: 'USDT', network: 'ERC20', address: ETH },
      { currency: 'USDC', network: 'ERC20', address: ETH },
      { currency: 'ETH', network: 'ERC20', address: ETH },
      { currency: 'BTC', network: 'Bitcoin', address: BTC },
      { currency: 'BTC', network: 'Bitcoin', address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' },
    ] as const;
    const saved = [];
    for (const input of inputs) {
      const res = await h.call('addCryptoAddress', input, { token });
      expect(res.status, JSON.stringify(input)).toBe(200);
      saved.push(res.body.data);
    }
    expect(saved[0]).toEqual({
      id: expect.any(Number),
      currency: 'USDT',
      network: 'TRC20',
      address: TRON,
      label: 'Binance',
      createTimeTimestamp: expect.any(Number),
    });
    expect((await h.call('selectCryptoAddress', {}, { token })).body.data).toEqual(saved);
  });

  it('stores one canonical form, so the same address in another case is a duplicate (409)', async () => {
    const { token } = await signUp(h);
    const lower = await h.call(
      'addCryptoAddress',
      { currency: 'ETH', network: 'ERC20', address: ETH.toLowerCase() },
      { token },
    );
    expect(lower.body.data.address).toBe(ETH);
    const dup = await h.call('addCryptoAddress', { currency: 'ETH', network: 'ERC20', address: ETH }, { token });
    expect(dup.body).toEqual({ code: 409, msg: 'This address is already saved', data: null });
    const upperBtc = await h.call(
      'addCryptoAddress',
      { currency: 'BTC', network: 'Bitcoin', address: BTC.toUpperCase() },
      { token },
    );
    expect(upperBtc.body.data.address).toBe(BTC);
    expect(
      (await h.call('addCryptoAddress', { currency: 'BTC', network: 'Bitcoin', address: BTC }, { token })).status,
    ).toBe(409);
  });

  it('deletes an address; deleting it again is 404', async () => {
    const { token } = await signUp(h);
    const saved = (await h.call('addCryptoAddress', { currency: 'USDT', network: 'TRC20', address: TRON }, { token }))
      .body.data;
    expect((await h.call('deleteCryptoAddress', { id: saved.id }, { token })).body).toEqual({
      code: 200,
      msg: 'Success',
      data: null,
    });
    expect((await h.call('selectCryptoAddress', {}, { token })).body.data).toEqual([]);
    expect((await h.call('deleteCryptoAddress', { id: saved.id }, { token })).body).toEqual({
      code: 404,
      msg: 'This address does not exist',
      data: null,
    });
  });

  it(`keeps at most ${CRYPTO_ADDRESS_LIMIT} addresses per user`, async () => {
    const { token } = await signUp(h);
    for (let i = 0; i < CRYPTO_ADDRESS_LIMIT; i++) {
      const address = `0x${i.toString(16).padStart(40, '0')}`;
      expect((await h.call('addCryptoAddress', { currency: 'ETH', network: 'ERC20', address }, { token })).status).toBe(
        200,
      );
    }
    const over = await h.call('addCryptoAddress', { currency: 'USDT', network: 'TRC20', address: TRON }, { token });
    expect(over.body).toEqual({
      code: 422,
      msg: `You can save at most ${CRYPTO_ADDRESS_LIMIT} addresses; delete one first`,
      data: null,
    });
  });
});

describe('POST /UserAccount/addCryptoAddress validation', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signUp(h)).token;
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'an unsupported pair',
      { currency: 'BTC', network: 'ERC20', address: ETH },
      'network: is not offered for BTC (choose Bitcoin)',
    ],
    [
      'USDT on Bitcoin',
      { currency: 'USDT', network: 'Bitcoin', address: BTC },
      'network: is not offered for USDT (choose TRC20 or ERC20)',
    ],
    [
      'an unknown currency',
      { currency: 'DOGE', network: 'ERC20', address: ETH },
      'currency: must be one of USDT, USDC, BTC, ETH',
    ],
    [
      'an unknown network',
      { currency: 'USDT', network: 'BEP20', address: ETH },
      'network: must be one of TRC20, ERC20, Bitcoin',
    ],
    ['no currency', { network: 'ERC20', address: ETH }, 'currency: is required'],
    ['no network', { currency: 'ETH', address: ETH }, 'network: is required'],
    ['no address', { currency: 'ETH', network: 'ERC20' }, 'address: is required'],
    ['a blank address', { currency: 'ETH', network: 'ERC20', address: '  ' }, 'address: is required'],
    [
      'a TRC20 address of the wrong shape',
      { currency: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxG' },
      'address: is not a valid TRC20 address',
    ],
    [
      'a TRC20 address with a wrong checksum',
      { currency: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' },
      'address: is not a valid TRC20 address',
    ],
    [
      'an Ethereum address on TRC20',
      { currency: 'USDT', network: 'TRC20', address: ETH },
      'address: is not a valid TRC20 address',
    ],
    [
      'an ERC20 address of the wrong shape',
      { currency: 'ETH', network: 'ERC20', address: '0x12345' },
      'address: is not a valid ERC20 address',
    ],
    [
      'an ERC20 address with a wrong EIP-55 checksum',
      { currency: 'ETH', network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' },
      'address: is not a valid ERC20 address',
    ],
    [
      'a TRON address on ERC20',
      { currency: 'USDC', network: 'ERC20', address: TRON },
      'address: is not a valid ERC20 address',
    ],
    [
      'a Bitcoin address of the wrong shape',
      { currency: 'BTC', network: 'Bitcoin', address: 'xyz' },
      'address: is not a valid Bitcoin address',
    ],
    [
      'a bech32 address with a wrong checksum',
      { currency: 'BTC', network: 'Bitcoin', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' },
      'address: is not a valid Bitcoin address',
    ],
    [
      'a legacy address with a wrong checksum',
      { currency: 'BTC', network: 'Bitcoin', address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb' },
      'address: is not a valid Bitcoin address',
    ],
    [
      'a testnet address',
      { currency: 'BTC', network: 'Bitcoin', address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' },
      'address: is not a valid Bitcoin address',
    ],
    [
      'a label of 51 characters',
      { currency: 'ETH', network: 'ERC20', address: ETH, label: 'l'.repeat(51) },
      'label: must be at most 50 characters',
    ],
    ['an unknown field', { currency: 'ETH', network: 'ERC20', address: ETH, memo: 'x' }, 'memo: is not a known field'],
  ])('refuses %s', async (_what, input, msg) => {
    expect((await h.call('addCryptoAddress', input, { token })).body).toEqual({ code: 400, msg, data: null });
  });

  it('keeps nothing that was refused', async () => {
    expect((await h.call('selectCryptoAddress', {}, { token })).body.data).toEqual([]);
  });

  it.each([
    [{}, 'id: is required'],
    [{ id: 'x' }, 'id: must be a whole number'],
    [{ id: 1, force: true }, 'force: is not a known field'],
  ])('deleteCryptoAddress refuses %j', async (input, msg) => {
    expect((await h.call('deleteCryptoAddress', input, { token })).body).toEqual({ code: 400, msg, data: null });
  });
});

describe("another user's address", () => {
  it('cannot be deleted, answers as a missing one, and stays', async () => {
    const owner = await signUp(h);
    const other = await signUp(h);
    const saved = (
      await h.call('addCryptoAddress', { currency: 'USDT', network: 'TRC20', address: TRON }, { token: owner.token })
    ).body.data;
    const missing = { code: 404, msg: 'This address does not exist', data: null };
    expect((await h.call('deleteCryptoAddress', { id: saved.id }, { token: other.token })).body).toEqual(missing);
    expect((await h.call('deleteCryptoAddress', { id: 999_999 }, { token: other.token })).body).toEqual(missing);
    expect((await h.call('selectCryptoAddress', {}, { token: other.token })).body.data).toEqual([]);
    expect((await h.call('selectCryptoAddress', {}, { token: owner.token })).body.data).toEqual([saved]);
  });
});

describe('login', () => {
  it.each<[EndpointName, Record<string, unknown>]>([
    ['addCryptoAddress', { currency: 'ETH', network: 'ERC20', address: ETH }],
    ['deleteCryptoAddress', { id: 1 }],
    ['selectCryptoAddress', {}],
  ])('%s requires one', async (name, input) => {
    expect((await h.call(name, input)).body).toEqual({ code: 401, msg: 'Please log in', data: null });
  });
});
