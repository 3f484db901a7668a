export * from './format.ts';
export * from './translator.ts';
export * from './messages/index.ts';
