export * from './lang.ts';
export * from './enums.ts';
export * from './format.ts';
export * from './messages/index.ts';
export * from './issue-message.ts';
export * from './schemas/auth.ts';
