export * from './channels.ts';
export * from './connection.ts';
export * from './message-groups.ts';
export * from './messages.ts';
