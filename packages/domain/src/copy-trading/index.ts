export * from './cycles.ts';
export * from './settlement.ts';
