/** A long address shortened for a list: 'TXYZ12…9abc'. */
export const shortAddress = (address: string): string =>
  address.length > 20 ? `${address.slice(0, 10)}…${address.slice(-8)}` : address;
