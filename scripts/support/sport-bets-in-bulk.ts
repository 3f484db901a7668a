/**
 * Open sports bets written in bulk for a benchmark: exactly the rows an accepted pre-match single's placement writes
 * (the bet, its selection, its stake's `sport_bet` transfer with `SportBetAccepted`), many to a statement, the
 * stakes posted through the ledger's batch path, so the ledger reconciles as if each had been placed.
 */
import { createHash } from 'node:crypto';
import type { Currency } from '@casino/contracts';
import { acceptedEvent } from '../../apps/server/src/modules/sportsbook/bets/bet-events.ts';
import { potentialPayoutOf } from '../../apps/server/src/modules/sportsbook/bets/bet-math.ts';
import {
  sportBetSelections,
  sportBets,
} from '../../apps/server/src/modules/sportsbook/bets/sport-bets.schema.ts';
import type { WalletService } from '../../apps/server/src/modules/wallet/index.ts';
import type { Db } from '../../apps/server/src/platform/db/database.ts';

/** Bets per transaction: a bet row has 17 parameters, and a statement takes at most 65,535. */
const BETS_PER_TRANSACTION = 2_000;

export interface BulkSingles {
  eventId: string;
  /** The 1X2 outcomes bet on in turn, with their prices (hundredths). */
  prices: Readonly<Record<string, number>>;
  playerIds: readonly number[];
  count: number;
  stake: number;
  currency: Currency;
  placedAt: Date;
}

/** Writes `count` accepted singles on the match's 1X2, players and outcomes taken in turn. Returns their ids. */
export async function insertOpenSingles(
  db: Db,
  wallet: WalletService,
  singles: BulkSingles,
): Promise<number[]> {
  const outcomes = Object.keys(singles.prices);
  const ids: number[] = [];
  for (let start = 0; start < singles.count; start += BETS_PER_TRANSACTION) {
    const size = Math.min(BETS_PER_TRANSACTION, singles.count - start);
    const picks = Array.from({ length: size }, (_, offset) => {
      const sequence = start + offset;
      const outcome = outcomes[sequence % outcomes.length] as string;
      return {
        playerId: singles.playerIds[sequence % singles.playerIds.length] as number,
        referenceId: `bulk-${singles.eventId}-${sequence}`,
        outcome,
        odds: singles.prices[outcome] as number,
      };
    });
    await db.transaction(async (tx) => {
      const bets = await tx
        .insert(sportBets)
        .values(
          picks.map((pick) => ({
            playerId: pick.playerId,
            referenceId: pick.referenceId,
            fingerprint: fingerprintOf(singles, pick),
            type: 'single' as const,
            systemSize: null,
            currency: singles.currency,
            stake: singles.stake,
            oddsPolicy: 'none' as const,
            odds: pick.odds,
            potentialPayout: potentialPayoutOf({ type: 'single', systemSize: null, stake: singles.stake }, [
              pick.odds,
            ]),
            freebetId: null,
            live: false,
            status: 'accepted' as const,
            rejectReason: null,
            rejectLimit: null,
            outcome: 'open' as const,
            placedAt: singles.placedAt,
            acceptAfter: null,
            decidedAt: singles.placedAt,
          })),
        )
        .returning();
      await tx.insert(sportBetSelections).values(
        bets.map((bet, index) => ({
          betId: bet.id,
          position: 0,
          eventId: singles.eventId,
          marketType: '1x2',
          specifiers: '',
          outcomeId: picks[index]?.outcome as string,
          odds: bet.odds,
          requestedOdds: bet.odds,
          currentOdds: null,
          live: false,
        })),
      );
      await wallet.sportTransfers(
        tx,
        bets.map((bet) => ({
          kind: 'sport_bet' as const,
          playerId: bet.playerId,
          currency: singles.currency,
          amount: bet.stake,
          idempotencyKey: `sport-bet:${bet.id}:stake`,
          metadata: { betId: bet.id, referenceId: bet.referenceId },
          events: [acceptedEvent(bet, 1)],
        })),
      );
      ids.push(...bets.map((bet) => bet.id));
    });
  }
  return ids;
}

/** What the placement fingerprints a single by (`place-sport-bet.ts`). */
function fingerprintOf(singles: BulkSingles, pick: { outcome: string; odds: number }): string {
  const asked = [
    'single',
    null,
    singles.stake,
    'none',
    [[singles.eventId, '1x2', '', pick.outcome, pick.odds]],
    null,
  ];
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}
