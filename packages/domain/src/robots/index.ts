export * from './journals.ts';
export * from './rental.ts';
