export * from './ballot.ts';
export * from './costs.ts';
export * from './demand.ts';
export * from './journals.ts';
