import { domainEvent, type PlayerDocument } from '@casino/contracts';

/**
 * A document uploaded (`pending`) or decided, as its owner sees it, appended in the transaction that changed it.
 * The file's content never travels; its name and the reviewer's reason do, as the player's own list shows them.
 */
export function documentStatusChanged(playerId: number, document: PlayerDocument) {
  return domainEvent('DocumentStatusChanged', playerId, { ...document });
}
