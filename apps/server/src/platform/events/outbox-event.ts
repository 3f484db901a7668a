import type { DomainEvent, TransferEventDraft } from '@casino/contracts';

/**
 * An event appended to the outbox in the same transaction as the change it reports: one of the catalogue in
 * packages/contracts/src/events, built with `domainEvent` (or `transferEvent` when the ledger writes it with a
 * transfer and fills in the transfer's id).
 */
export type OutboxEvent = DomainEvent;

/** What the ledger accepts beside a transfer: catalogue events, some still waiting for the transfer's id. */
export type TransferOutboxEvent = DomainEvent | TransferEventDraft;
