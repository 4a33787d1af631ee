export * from './accounts.ts';
export * from './currency.ts';
export * from './decimal.ts';
export * from './fees.ts';
export * from './invariants.ts';
export * from './journal-kinds.ts';
export * from './ledger.ts';
export * from './movements.ts';
