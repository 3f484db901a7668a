import { type Currency, domainEvent, type WalletBetWinRequest, type WalletOk } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import { randomHouseShard } from '../wallet/index.ts';
import { betWinRecord } from './bet-win-record.ts';
import type { FreeRoundsRepository } from './free-rounds.repository.ts';
import type { FreeRoundGrantRow } from './free-rounds.schema.ts';
import { finishedEvent } from './free-rounds.ts';
import { walletCallErrors } from './games.errors.ts';
import {
  type MoneyCall,
  okReply,
  playableBalance,
  requireRecorded,
  type WalletCallDeps,
} from './wallet-call.ts';
import { isIdleExpired } from './wallet-sessions.ts';

/** What a free round is settled with: the money calls' own, and the grants. */
export type FreeRoundCallDeps = WalletCallDeps & { freeRounds: FreeRoundsRepository };

/**
 * A free round's `bet-win` (the request names its grant in `freeRoundId`), in one transaction: the grant is
 * locked and checked (the player's, active, in time, for this game, at its stake, rounds left), player
 * protection has its say, the house pays the stake from its bonus cost to the game's account, the win goes to
 * the player's bonus balance, the grant counts the round and its winnings, and the round, the call's record and
 * `FreeRoundPlayed` (with `FreeRoundsFinished` after the last round) are written. No money of the player's is
 * staked, so no `BetPlaced` is written and nothing counts towards wagering or limits. A replay is answered from
 * the call's record before any of this, so a round counts once.
 */
export async function freeRoundBetWin(
  deps: FreeRoundCallDeps,
  tx: Db,
  call: MoneyCall<WalletBetWinRequest>,
): Promise<WalletOk> {
  const { provider, request, session, now } = call;
  const grant = await lockedGrant(deps, tx, call);
  // No stake of the player's: nothing to count against a money limit, but an exclusion, a reality check due or a
  // session limit used up stops free rounds too.
  await deps.protection.assertCanBet(tx, session.playerId, 0);
  const currency = session.currency as Currency;
  const metadata = {
    transactionId: request.transactionId,
    roundId: request.roundId,
    gameSlug: session.gameSlug,
    freeRoundGrantId: grant.id,
  };
  const houseShard = randomHouseShard();
  const stake = await deps.wallet.freeRoundStake(tx, {
    playerId: session.playerId,
    currency,
    amount: request.bet,
    provider,
    reference: request.transactionId,
    metadata,
    houseShard,
  });
  const win =
    request.win > 0
      ? await deps.wallet.gameTransfer(tx, {
          kind: 'game_win',
          playerId: session.playerId,
          currency,
          amount: request.win,
          toBonus: request.win,
          provider,
          reference: `${request.transactionId}/win`,
          metadata,
          houseShard,
        })
      : undefined;
  const roundsLeft = grant.roundsLeft - 1;
  const played = await deps.freeRounds.update(tx, grant.id, {
    roundsLeft,
    winnings: grant.winnings + request.win,
    ...(roundsLeft === 0 ? { status: 'finished' as const, endedAt: now } : {}),
  });
  const balance = await playableBalance(deps.wallet, session.playerId, currency, tx);
  const reply: WalletOk = { ...okReply(balance, currency, win ?? stake), freeRoundsLeft: roundsLeft };
  requireRecorded(
    await deps.repository.record(
      tx,
      betWinRecord(
        call,
        { balanceBefore: balance - request.win, balanceAfter: balance, freeRoundGrantId: grant.id },
        reply,
        [
          domainEvent('FreeRoundPlayed', session.playerId, {
            grantId: grant.id,
            playerBonusId: grant.playerBonusId,
            currency,
            provider,
            roundId: request.roundId,
            gameSlug: session.gameSlug,
            gameKind: session.gameKind,
            stake: request.bet,
            win: request.win,
            roundsLeft,
            winnings: played.winnings,
            transactionId: request.transactionId,
            transferId: stake.transferId,
          }),
          ...(played.status === 'finished' ? [finishedEvent(played)] : []),
        ],
      ),
    ),
  );
  return reply;
}

/** What a free round needs before its transaction: the session active and the player not blocked. */
export async function requireFreeRoundPlayable(
  deps: WalletCallDeps,
  { session, now }: MoneyCall<unknown>,
): Promise<void> {
  if (isIdleExpired(session.lastActiveAt, now)) throw walletCallErrors.sessionExpired();
  const player = await deps.players.findById(session.playerId);
  if (!player) throw walletCallErrors.invalidToken();
  if (player.status === 'blocked') throw walletCallErrors.playerBlocked();
}

/** The grant the request names, locked, and every reason it cannot pay this round refused with its own code. */
async function lockedGrant(
  deps: FreeRoundCallDeps,
  tx: Db,
  { request, session, provider, now }: MoneyCall<WalletBetWinRequest>,
): Promise<FreeRoundGrantRow> {
  const id = request.freeRoundId ?? '';
  const grant = /^[1-9][0-9]{0,15}$/.test(id) ? await deps.freeRounds.lock(tx, Number(id)) : undefined;
  if (!grant || grant.playerId !== session.playerId || grant.provider !== provider) {
    throw walletCallErrors.freeRoundNotFound(id);
  }
  if (grant.status === 'expired' || (grant.status === 'active' && grant.expiresAt <= now)) {
    throw walletCallErrors.freeRoundsExpired(id);
  }
  if (grant.status !== 'active' || grant.roundsLeft === 0) throw walletCallErrors.freeRoundsUsedUp(id);
  if (!grant.gameSlugs.includes(session.gameSlug))
    throw walletCallErrors.freeRoundWrongGame(id, session.gameSlug);
  if (
    request.bet !== grant.stake ||
    request.currency !== grant.currency ||
    session.currency !== grant.currency
  ) {
    throw walletCallErrors.freeRoundWrongStake(id, grant.stake, grant.currency);
  }
  return grant;
}
