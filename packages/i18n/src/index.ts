export * from './catalogue.ts';
export * from './format.ts';
export * from './messages/index.ts';
export * from './namespaces.ts';
export { decimalSeparatorOf, NARROW_CURRENCY_SYMBOLS, type NumberFormatter } from './number-format.ts';
export * from './translator.ts';
