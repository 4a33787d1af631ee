import { ADDRESS_SHAPES, type CryptoCurrency, type CryptoNetwork, networksOf } from '@bourse/contract';
import { i18n } from '../../i18n';

export interface CryptoTargetDraft {
  currency: CryptoCurrency | null;
  network: CryptoNetwork | null;
  address: string;
}

export interface CryptoTarget {
  currency: CryptoCurrency;
  network: CryptoNetwork;
  address: string;
}

export type CryptoTargetErrors = Partial<Record<keyof CryptoTargetDraft, string>>;

/** docs/product.md §5 prompts, then the network's address shape (the server also checks the checksum). */
export function checkCryptoDraft(draft: CryptoTargetDraft): { target?: CryptoTarget; errors: CryptoTargetErrors } {
  const errors: CryptoTargetErrors = {};
  const address = draft.address.trim();
  if (!draft.currency) errors.currency = i18n.t('validation.currency');
  else if (!draft.network || !networksOf(draft.currency).includes(draft.network)) {
    errors.network = i18n.t('validation.network');
  }
  if (address === '') errors.address = i18n.t('validation.walletAddress');
  else if (draft.network && !ADDRESS_SHAPES[draft.network].test(address)) {
    errors.address = i18n.t('bankcard.addressShape', { network: draft.network });
  }
  if (Object.keys(errors).length > 0 || !draft.currency || !draft.network) return { errors };
  return { target: { currency: draft.currency, network: draft.network, address }, errors };
}
