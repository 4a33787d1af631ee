export * from './candles.ts';
export * from './instrument.ts';
export * from './price.ts';
export * from './prng.ts';
export * from './sessions.ts';
export * from './simulator.ts';
export * from './volatility.ts';
