/**
 * The cash desk appends its own events this way for changes that move no money; events of a money movement
 * travel with its ledger transfer instead.
 */
export { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
