export * from './model.ts';
export * from './problems.ts';
