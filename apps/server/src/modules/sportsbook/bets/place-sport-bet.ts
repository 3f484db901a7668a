import { createHash } from 'node:crypto';
import type { Currency, PlaceSportBetBody, SportBetRejectReason } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { PlayerProtection } from '../../responsible/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import { assertFreebetOdds, paidToPlayer, type SportFreebets } from '../freebets/sport-freebets.ts';
import { acceptedEvent } from './bet-events.ts';
import { combinedOddsOf, potentialPayoutOf } from './bet-math.ts';
import type { BetPlacementRepository, PlacementBook } from './bet-placement.repository.ts';
import { type CheckedSlip, checkSlip } from './bet-slip.ts';
import { checkSelection, type SelectionVerdict } from './selection-check.ts';
import { sportBetErrors } from './sport-bets.errors.ts';
import {
  type BetLimits,
  marketKeyText,
  type SportBetRow,
  type SportBetsRepository,
} from './sport-bets.repository.ts';

export interface PlaceSportBetDeps {
  repository: SportBetsRepository;
  placement: BetPlacementRepository;
  wallet: WalletService;
  protection: Pick<PlayerProtection, 'assertCanBet'>;
  players: Pick<PlayerDirectory, 'findById'>;
  /** Whether the brand asks this player for a tax ID before real-money play (as the casino's games do). */
  requiresTaxId(playerId: number, currency: Currency): Promise<boolean>;
  freebets: SportFreebets;
  clock: Clock;
}

/** Thrown inside the placement's transaction when a copy of the request took the reference id first. */
class ReferenceTaken extends Error {}

/**
 * Places a bet (decision 032). The slip's shape is checked first; then, in one transaction: the matches held
 * against settlement and a bet under the same reference id looked for, player protection's word on the stake
 * (self-exclusion, wager and loss limits, exactly as for a casino stake), the player's balance locked (so two
 * placements of one player are measured one after the other), every selection checked against the catalogue and
 * the odds-change policy, the operator's limits, and the bet, its selections and the stake written (a bet is placed
 * in nine statements: each is built once and planned once per connection). A bet refused for its prices, markets or limits is stored as rejected with the
 * reason, its stake untouched; a bet with a live selection waits out the bet delay as pending. The reference id
 * makes it idempotent: the same request again answers with the same bet, another request under it is a conflict.
 */
export async function placeSportBet(
  deps: PlaceSportBetDeps,
  playerId: number,
  body: PlaceSportBetBody,
): Promise<SportBetRow> {
  const slip = checkSlip(body);
  const { placement: statements } = deps;
  const player = await deps.players.findById(playerId);
  if (!player) throw new Error(`player ${playerId} has a session but no row`);
  const currency = player.currency as Currency;
  if (!player.registrationComplete) {
    throw new AppError('registration_incomplete', 'Complete the registration to bet for money');
  }
  if (await deps.requiresTaxId(playerId, currency)) {
    throw new AppError('tax_id_required', `Bets in ${currency} need your tax ID`);
  }
  const fingerprint = fingerprintOf(body, slip);
  const { db } = deps.repository;
  try {
    return await db.transaction(async (tx) => {
      const earlier = await statements.holdMatchesAndFind(tx, deps.repository, {
        playerId,
        referenceId: body.referenceId,
        eventIds: slip.selections.map((selection) => selection.eventId),
      });
      if (earlier) return sameBet(earlier, fingerprint, body.referenceId);
      return placeWithin(deps, tx, { playerId, currency, body, slip, fingerprint });
    });
  } catch (error) {
    if (!(error instanceof ReferenceTaken)) throw error;
    const winner = await statements.byReference(db, playerId, body.referenceId);
    if (!winner) throw error;
    return sameBet(winner, fingerprint, body.referenceId);
  }
}

interface Placement {
  playerId: number;
  currency: Currency;
  body: PlaceSportBetBody;
  slip: CheckedSlip;
  fingerprint: string;
}

async function placeWithin(deps: PlaceSportBetDeps, tx: Db, placement: Placement): Promise<SportBetRow> {
  const { placement: statements, wallet, clock } = deps;
  const { playerId, currency, body, slip } = placement;
  // A free bet's stake is the house's: the player's own wager and loss limits see nothing of it, but exclusion,
  // a reality check due and a session limit still stop the bet.
  await deps.protection.assertCanBet(tx, playerId, body.freebetId ? 0 : body.stake);
  const { real } = await wallet.lockPlayableBalances(tx, playerId, currency);
  const freebet = body.freebetId
    ? await deps.freebets.lockForBet(tx, body.freebetId, {
        playerId,
        currency,
        type: body.type,
        stake: body.stake,
      })
    : null;
  const eventIds = slip.selections.map((selection) => selection.eventId);
  const book = await statements.book(tx, playerId, currency, slip.selections);
  const { markets, upProducers: up, limits } = book;
  const unknown = eventIds.find((eventId) => !book.knownEvents.has(eventId));
  if (unknown) throw notFound('sport_event_not_found', `No match ${unknown}`);
  if (!limits) throw sportBetErrors.unavailable(currency);
  const verdicts = slip.selections.map((selection) =>
    checkSelection(selection, markets.get(marketKeyText(selection)), up, body.oddsPolicy),
  );
  const odds = verdicts.map((verdict, index) =>
    verdict.ok ? verdict.odds : (slip.selections[index]?.odds as number),
  );
  const shape = { type: body.type, systemSize: slip.systemSize, stake: body.stake };
  const potentialPayout = paidToPlayer(
    { freebetId: freebet?.playerBonusId ?? null, stake: body.stake },
    potentialPayoutOf(shape, odds),
  );
  const refused = verdicts.find((verdict) => !verdict.ok);
  const rejection = refused
    ? { reason: refused.reason, limit: null }
    : limitRejection(limits, body.stake, potentialPayout, book.exposure, eventIds);
  const live = verdicts.some((verdict) => verdict.ok && verdict.live);
  const now = clock.now();
  const combinedOdds = combinedOddsOf(shape, odds);
  if (freebet) assertFreebetOdds(freebet, combinedOdds);
  if (!rejection && !freebet && real < body.stake) {
    throw new AppError('insufficient_funds', 'The balance is too low for this stake', {
      details: { balance: real, currency },
    });
  }
  const delayMs = live && !rejection ? liveDelayOf(book) : 0;
  const status = rejection ? 'rejected' : delayMs > 0 ? 'pending' : 'accepted';
  const bet = await statements.insert(
    tx,
    {
      playerId,
      referenceId: body.referenceId,
      fingerprint: placement.fingerprint,
      type: body.type,
      systemSize: slip.systemSize,
      currency,
      stake: body.stake,
      oddsPolicy: body.oddsPolicy,
      odds: combinedOdds,
      potentialPayout,
      freebetId: freebet?.playerBonusId ?? null,
      live,
      status,
      rejectReason: rejection?.reason ?? null,
      rejectLimit: rejection?.limit ?? null,
      outcome: rejection ? 'void' : 'open',
      placedAt: now,
      acceptAfter: status === 'pending' ? new Date(now.getTime() + delayMs) : null,
      decidedAt: status === 'pending' ? null : now,
    },
    slip.selections.map((selection, index) => ({
      position: index,
      eventId: selection.eventId,
      marketType: selection.market,
      specifiers: selection.specifiers,
      outcomeId: selection.outcome,
      odds: odds[index] as number,
      requestedOdds: selection.odds,
      currentOdds: currentOddsOf(verdicts[index] as SelectionVerdict),
      live: markets.get(marketKeyText(selection))?.eventStatus === 'live',
      result: 'open',
    })),
  );
  if (!bet) throw new ReferenceTaken();
  if (status === 'rejected') return bet;
  if (freebet) await deps.freebets.use(tx, freebet.playerBonusId, bet.id);
  await wallet.sportTransfer(tx, {
    kind: freebet ? 'sport_freebet_stake' : 'sport_bet',
    playerId,
    currency,
    amount: body.stake,
    idempotencyKey: `sport-bet:${bet.id}:stake`,
    metadata: { betId: bet.id, referenceId: body.referenceId },
    events: status === 'accepted' ? [acceptedEvent(bet, slip.selections.length)] : [],
  });
  return bet;
}

/** The first of the operator's limits the bet would break, with the limit. */
function limitRejection(
  limits: BetLimits,
  stake: number,
  potentialPayout: number,
  exposure: { total: number; byEvent: Map<string, number> },
  eventIds: readonly string[],
): { reason: SportBetRejectReason; limit: number } | null {
  if (stake < limits.minStake) return { reason: 'stake_below_minimum', limit: limits.minStake };
  if (stake > limits.maxStake) return { reason: 'stake_above_maximum', limit: limits.maxStake };
  if (potentialPayout > limits.maxPayout) return { reason: 'payout_above_maximum', limit: limits.maxPayout };
  if (
    eventIds.some((eventId) => (exposure.byEvent.get(eventId) ?? 0) + potentialPayout > limits.maxEventPayout)
  ) {
    return { reason: 'event_limit_exceeded', limit: limits.maxEventPayout };
  }
  if (exposure.total + potentialPayout > limits.maxPlayerPayout) {
    return { reason: 'player_limit_exceeded', limit: limits.maxPlayerPayout };
  }
  return null;
}

function liveDelayOf(book: PlacementBook): number {
  if (book.liveDelayMs === null) throw new Error('the sportsbook settings row is missing');
  return book.liveDelayMs;
}

function currentOddsOf(verdict: SelectionVerdict): number | null {
  return verdict.ok ? null : verdict.currentOdds;
}

/** The bet a reference id already names, when the request is the same one; otherwise a conflict. */
function sameBet(bet: SportBetRow, fingerprint: string, referenceId: string): SportBetRow {
  if (bet.fingerprint !== fingerprint) throw sportBetErrors.referenceConflict(referenceId);
  return bet;
}

/** What the placement asked, in a fixed order: the same request sent again matches however its JSON was laid out. */
function fingerprintOf(body: PlaceSportBetBody, slip: CheckedSlip): string {
  const asked = [
    body.type,
    slip.systemSize,
    body.stake,
    body.oddsPolicy,
    slip.selections.map((selection) => [
      selection.eventId,
      selection.market,
      selection.specifiers,
      selection.outcome,
      selection.odds,
    ]),
    body.freebetId ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}
