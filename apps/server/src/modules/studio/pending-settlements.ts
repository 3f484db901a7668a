import type { Clock } from '../../platform/clock.ts';
import { CLAIM_LEASE_MS, type RoundSettlement } from './round-settlement.ts';
import type { StudioRepository } from './studio.repository.ts';

const BATCH_SIZE = 50;
/** How often the job looks for rounds due another attempt. */
export const PENDING_SETTLEMENTS_EVERY_MS = 1_000;

/**
 * The `studio-settle-pending` job: rounds whose bet-win got no answer are sent again, the same bet-win under the
 * same transaction id (the casino's idempotency makes a repeat harmless), with exponential backoff until the
 * casino answers. Safe on several nodes at once: each round is claimed for one attempt at a time.
 */
export class PendingSettlements {
  readonly #repository: StudioRepository;
  readonly #settlement: RoundSettlement;
  readonly #clock: Clock;

  constructor(deps: { repository: StudioRepository; settlement: RoundSettlement; clock: Clock }) {
    this.#repository = deps.repository;
    this.#settlement = deps.settlement;
    this.#clock = deps.clock;
  }

  /** One round of the job: attempts every due round, up to a batch; answers how many it attempted. */
  async settleDue(): Promise<number> {
    const now = this.#clock.now();
    const claims = await this.#repository.claimDue(now, new Date(now.getTime() + CLAIM_LEASE_MS), BATCH_SIZE);
    await Promise.all(claims.map((claim) => this.#settlement.attempt(claim)));
    return claims.length;
  }
}
