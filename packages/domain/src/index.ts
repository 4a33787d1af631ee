export * from './ipo/index.ts';
export * from './market/index.ts';
export * from './money/index.ts';
export * from './strategies/index.ts';
export * from './trading/index.ts';
export * from './loans/index.ts';
export * from './mining/index.ts';
export * from './robots/index.ts';
