export * from './format.ts';
export * from './messages/index.ts';
export * from './translator.ts';
