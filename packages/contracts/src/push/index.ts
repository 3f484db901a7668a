export * from './channels.ts';
export * from './connection.ts';
export * from './messages.ts';
