export * from './catalogue.ts';
export * from './format.ts';
export * from './messages/index.ts';
export * from './namespaces.ts';
export * from './translator.ts';
