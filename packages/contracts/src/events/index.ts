export * from './account-events.ts';
export * from './cash-events.ts';
export * from './catalogue.ts';
export * from './define-event.ts';
export * from './game-events.ts';
export * from './responsible-events.ts';
export * from './site-events.ts';
export * from './wallet-events.ts';
