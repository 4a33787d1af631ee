export * from './fx.ts';
export * from './leverage.ts';
export * from './margin.ts';
export * from './orders.ts';
export * from './pricing.ts';
export * from './sizing.ts';
export * from './terms.ts';
