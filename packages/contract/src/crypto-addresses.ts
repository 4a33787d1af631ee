import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { boundedText, idField, requiredOr, text } from './fields.ts';

export const CRYPTO_CURRENCIES = ['USDT', 'USDC', 'BTC', 'ETH'] as const;
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];
export const CRYPTO_NETWORKS = ['TRC20', 'ERC20', 'Bitcoin'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

/** Every currency and network pair the platform handles; deposits, withdrawals and saved addresses use exactly these. */
export const CRYPTO_ASSETS: readonly { currency: CryptoCurrency; network: CryptoNetwork }[] = [
  { currency: 'USDT', network: 'TRC20' },
  { currency: 'USDT', network: 'ERC20' },
  { currency: 'USDC', network: 'ERC20' },
  { currency: 'BTC', network: 'Bitcoin' },
  { currency: 'ETH', network: 'ERC20' },
];

export const networksOf = (currency: CryptoCurrency): CryptoNetwork[] =>
  CRYPTO_ASSETS.filter((a) => a.currency === currency).map((a) => a.network);

/**
 * The shape of an address on each network, for forms. The server also verifies the checksum: base58check (TRC20,
 * Bitcoin legacy), bech32/bech32m (Bitcoin segwit) and EIP-55 for mixed-case ERC20 addresses.
 */
export const ADDRESS_SHAPES: Record<CryptoNetwork, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  Bitcoin: /^(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1[02-9ac-hj-np-z]{8,87}|BC1[02-9AC-HJ-NP-Z]{8,87})$/,
};
export const addressRule = (network: CryptoNetwork) => `is not a valid ${network} address`;

export const CRYPTO_ADDRESS_LIMIT = 20;
export const CRYPTO_LABEL_MAX = 50;

/** currency, network and address; check the pair and the address shape with `checkCryptoTarget`. */
export const cryptoTargetFields = {
  currency: z.enum(CRYPTO_CURRENCIES, { error: requiredOr(`must be one of ${CRYPTO_CURRENCIES.join(', ')}`) }),
  network: z.enum(CRYPTO_NETWORKS, { error: requiredOr(`must be one of ${CRYPTO_NETWORKS.join(', ')}`) }),
  address: boundedText(128),
};

export function checkCryptoTarget(
  t: { currency: CryptoCurrency; network: CryptoNetwork; address: string },
  ctx: z.RefinementCtx,
) {
  const networks = networksOf(t.currency);
  if (!networks.includes(t.network)) {
    ctx.addIssue({
      code: 'custom',
      path: ['network'],
      message: `is not offered for ${t.currency} (choose ${networks.join(' or ')})`,
    });
  } else if (!ADDRESS_SHAPES[t.network].test(t.address)) {
    ctx.addIssue({ code: 'custom', path: ['address'], message: addressRule(t.network) });
  }
}

export const cryptoAddressSchema = z.object({
  id: z.number().int(),
  currency: z.enum(CRYPTO_CURRENCIES),
  network: z.enum(CRYPTO_NETWORKS),
  address: z.string(),
  label: z.string(),
  createTimeTimestamp: z.number().int(),
});
export type CryptoAddress = z.infer<typeof cryptoAddressSchema>;

export const cryptoAddressEndpoints = {
  addCryptoAddress: defineEndpoint({
    method: 'POST',
    path: '/UserAccount/addCryptoAddress',
    tag: 'cards',
    summary: `Save a withdrawal address (at most ${CRYPTO_ADDRESS_LIMIT}); its format and checksum are checked for the network`,
    auth: true,
    input: z
      .strictObject({
        ...cryptoTargetFields,
        label: text().trim().max(CRYPTO_LABEL_MAX, `must be at most ${CRYPTO_LABEL_MAX} characters`).optional(),
      })
      .superRefine(checkCryptoTarget),
    output: cryptoAddressSchema,
  }),
  deleteCryptoAddress: defineEndpoint({
    method: 'POST',
    path: '/UserAccount/deleteCryptoAddress',
    tag: 'cards',
    summary: 'Delete a saved withdrawal address',
    auth: true,
    input: z.strictObject({ id: idField }),
    output: z.null(),
  }),
  selectCryptoAddress: defineEndpoint({
    method: 'POST',
    path: '/UserAccount/selectCryptoAddress',
    tag: 'cards',
    summary: "The user's saved withdrawal addresses, oldest first",
    auth: true,
    input: z.strictObject({}),
    output: z.array(cryptoAddressSchema),
  }),
};
