export * from './api-error.ts';
export * from './app-init.ts';
export * from './brand.ts';
export * from './brands/index.ts';
export * from './language.ts';
export * from './money.ts';
export * from './page-data.ts';
export * from './platform-api.ts';
