export * from './interest.ts';
export * from './journals.ts';
