/** How many recent message ids are remembered: far more than a reconnect ever redelivers. */
export const REMEMBERED_MESSAGE_IDS = 500;

/**
 * Delivery is at least once (decision 010): a message may come twice, with the same id. This remembers the
 * latest ids, so a repeat is dropped; the oldest are forgotten first.
 */
export function createSeenMessageIds(limit = REMEMBERED_MESSAGE_IDS): { firstTime(id: string): boolean } {
  const seen = new Set<string>();
  return {
    firstTime(id) {
      if (seen.has(id)) return false;
      seen.add(id);
      if (seen.size > limit) {
        const oldest = seen.values().next().value;
        if (oldest !== undefined) seen.delete(oldest);
      }
      return true;
    },
  };
}
