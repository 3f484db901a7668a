/**
 * An event appended to the outbox in the same transaction as the change it reports. Types are past-tense
 * facts (`DepositCompleted`, `BalanceChanged`); the payload is plain JSON.
 */
export interface OutboxEvent {
  type: string;
  playerId: number | null;
  payload: Record<string, unknown>;
}
