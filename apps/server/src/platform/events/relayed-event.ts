import {
  type DomainEvent,
  type DomainEventOf,
  type DomainEventType,
  domainEventSchema,
} from '@casino/contracts';

/** An event as the relay hands it over: the catalogue event, with its outbox id and time. */
export type RelayedEvent = DomainEvent & { id: number; createdAt: Date };

/** An outbox row as the relay reads it. */
export interface OutboxRow {
  id: string | number;
  tx_id: string;
  type: string;
  version: number;
  player_id: string | number | null;
  payload: Record<string, unknown>;
  created_at: string | Date;
}

/**
 * Checks a stored event against its type's schema (packages/contracts/src/events). A row that fails is not the
 * subscriber's to handle: the relay parks it with the reason, since retrying cannot make it valid.
 */
export function parseOutboxRow(
  row: OutboxRow,
): { event: RelayedEvent; error?: undefined } | { event?: undefined; error: string } {
  const parsed = domainEventSchema.safeParse({
    type: row.type,
    version: Number(row.version),
    playerId: row.player_id === null ? null : Number(row.player_id),
    payload: row.payload,
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`,
    );
    return { error: `the event does not match its schema: ${issues.join('; ')}` };
  }
  return { event: { ...parsed.data, id: Number(row.id), createdAt: new Date(row.created_at) } };
}

/** A relayed event of one type, its payload typed. */
export type RelayedEventOf<Type extends DomainEventType> = DomainEventOf<Type> & {
  id: number;
  createdAt: Date;
};
