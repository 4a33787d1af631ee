export * from './backtest.ts';
export * from './indicators.ts';
export * from './rules.ts';
export * from './track-record.ts';
export * from './journals.ts';
