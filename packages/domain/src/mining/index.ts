export * from './journals.ts';
export * from './rules.ts';
