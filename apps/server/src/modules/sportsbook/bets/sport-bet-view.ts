import type { Language, SportBet } from '@casino/contracts';
import type { Db } from '../../../platform/db/database.ts';
import { parseSpecifiers } from '../catalogue/market-key.ts';
import type { SportBetRow, SportBetsRepository } from './sport-bets.repository.ts';

/** Bets as the player reads them, with each match named in the language asked for. */
export async function sportBetViews(
  repository: SportBetsRepository,
  executor: Db,
  bets: readonly SportBetRow[],
  lang: Language,
): Promise<SportBet[]> {
  const selections = await repository.selections(
    executor,
    bets.map((bet) => bet.id),
  );
  const events = new Map(
    (await repository.eventsOf(executor, [...new Set(selections.map((selection) => selection.eventId))])).map(
      (event) => [event.id, event],
    ),
  );
  return bets.map((bet) => ({
    id: String(bet.id),
    referenceId: bet.referenceId,
    type: bet.type,
    systemSize: bet.systemSize,
    status: bet.status,
    rejection: bet.rejectReason
      ? { reason: bet.rejectReason, ...(bet.rejectLimit === null ? {} : { limit: bet.rejectLimit }) }
      : null,
    currency: bet.currency,
    stake: bet.stake,
    odds: bet.odds,
    potentialPayout: bet.potentialPayout,
    outcome: bet.outcome,
    payout: bet.payout,
    freebet: bet.freebetId !== null,
    cashedOutStake: bet.cashedOutStake,
    cashOutAmount: bet.cashOutAmount,
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    selections: selections
      .filter((selection) => selection.betId === bet.id)
      .flatMap((selection) => {
        const event = events.get(selection.eventId);
        // A bet is placed only on a match of the catalogue, which keeps its matches.
        if (!event) return [];
        return [
          {
            eventId: selection.eventId,
            sport: event.sport,
            tournament: { id: event.tournamentId, name: event.tournamentName[lang] },
            home: { id: event.home.id, name: event.home.name[lang] },
            away: { id: event.away.id, name: event.away.name[lang] },
            scheduledAt: event.scheduledAt.toISOString(),
            market: selection.marketType,
            specifiers: parseSpecifiers(selection.specifiers),
            outcome: selection.outcomeId,
            odds: selection.odds,
            live: selection.live,
            result: selection.result,
            ...(selection.currentOdds === null ? {} : { currentOdds: selection.currentOdds }),
          },
        ];
      }),
  }));
}
