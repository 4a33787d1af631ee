import { CRYPTO_NETWORKS } from '@bourse/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { canonicalAddress } from '../../platform/address-formats.ts';

describe("the platform's receiving details", () => {
  it.each(CRYPTO_NETWORKS)('default to a %s address that is valid, checksum included', (network) => {
    const address = loadConfig({}).funding.addresses[network];
    expect(canonicalAddress(network, address)).toBe(address);
  });

  it('default to a bank account marked as a demo, and 3 confirmations', () => {
    const { bank, confirmations } = loadConfig({}).funding;
    expect(bank.bankName).toContain('DEMO');
    expect(bank.accountName).toContain('DEMO');
    expect(confirmations).toBe(3);
  });

  it.each([
    [
      { PLATFORM_ADDRESS_TRC20: 'TWt7hbfzKVZmZYFD42Lrdy5XrhASAxPhUE' },
      'PLATFORM_ADDRESS_TRC20: must be a valid TRC20 address',
    ],
    [
      { PLATFORM_ADDRESS_ERC20: '0x52908400098527886E0F7030069857D2E4169Ee7' },
      'PLATFORM_ADDRESS_ERC20: must be a valid ERC20 address',
    ],
    [
      { PLATFORM_ADDRESS_BITCOIN: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' },
      'PLATFORM_ADDRESS_BITCOIN: must be a valid Bitcoin address',
    ],
    [{ PLATFORM_BANK_SWIFT: 'BANK' }, 'PLATFORM_BANK_SWIFT: must be a SWIFT/BIC code of 8 or 11 characters'],
    [
      { PLATFORM_BANK_ACCOUNT_NUMBER: '12-34' },
      'PLATFORM_BANK_ACCOUNT_NUMBER: must be 4 to 34 capital letters or digits',
    ],
    [{ PLATFORM_BANK_NAME: '   ' }, 'PLATFORM_BANK_NAME: must not be empty'],
    [{ DEPOSIT_CONFIRMATIONS: '0' }, 'DEPOSIT_CONFIRMATIONS'],
    [{ DEPOSIT_CONFIRMATIONS: 'three' }, 'DEPOSIT_CONFIRMATIONS'],
  ])('refuse %j at start-up, naming the variable', (env, msg) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(msg);
  });
});
