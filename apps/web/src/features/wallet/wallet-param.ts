import { TRADING_WALLET_TYPES, WALLET_TYPES, type WalletType } from '@bourse/contract';

export type TradingWalletType = (typeof TRADING_WALLET_TYPES)[number];

/** A wallet type from a query string value, or undefined when it is not one. */
export const walletTypeOf = (value: string | null): WalletType | undefined => WALLET_TYPES.find((w) => w === value);

export const tradingWalletOf = (value: string | null): TradingWalletType | undefined =>
  TRADING_WALLET_TYPES.find((w) => w === value);
