import type { Currency, WalletBetWinRequest, WalletOk } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import { randomHouseShard } from '../wallet/index.ts';
import { betWinRecord } from './bet-win-record.ts';
import { bonusShareOf } from './bonus-share.ts';
import { gameEvents } from './game-events.ts';
import {
  assertStakeAllowed,
  type MoneyCall,
  okReply,
  playable,
  requireRecorded,
  roundRef,
  stakeOf,
  type WalletCallDeps,
} from './wallet-call.ts';

/**
 * `bet-win`: an instant game's whole round in one call, and the studio's commonest call, so it is kept to few
 * statements: player protection's and the stake guards' checks, the stake's debit (the player's balances locked
 * and read, then one ledger statement), the win's credit when there is one (one statement, to the bonus balance
 * in the stake's bonus share), then the round (opened and closed at once), the call's record, the session's
 * activity and both events in one statement. A round is new here, so there is no round lock to take first; an id
 * already used is refused from the record.
 */
export async function betAndWin(
  deps: WalletCallDeps,
  tx: Db,
  call: MoneyCall<WalletBetWinRequest>,
): Promise<WalletOk> {
  const { provider, request, session, now } = call;
  const currency = session.currency as Currency;
  await assertStakeAllowed(deps, tx, session, request.bet);
  const metadata = {
    transactionId: request.transactionId,
    roundId: request.roundId,
    gameSlug: session.gameSlug,
  };
  // Both transfers post to one house shard: a transaction locking two shards could deadlock with another.
  const houseShard = randomHouseShard();
  const stake = await deps.wallet.gameTransfer(tx, {
    kind: 'game_bet',
    playerId: session.playerId,
    currency,
    amount: request.bet,
    provider,
    reference: request.transactionId,
    metadata,
    houseShard,
  });
  const taken = stakeOf(stake, session.playerId);
  // The win's key is the call's with a suffix no provider transaction id can have ('/' is not allowed in one).
  const win =
    request.win > 0
      ? await deps.wallet.gameTransfer(tx, {
          kind: 'game_win',
          playerId: session.playerId,
          currency,
          amount: request.win,
          toBonus: bonusShareOf(request.win, { stake: request.bet, bonusStake: taken.bonus }),
          provider,
          reference: `${request.transactionId}/win`,
          metadata,
          houseShard,
        })
      : undefined;
  // The stake locked both balances until the transaction ends, so the whole win lands on what it left.
  const afterStake = playable(stake.balances);
  const balanceBefore = afterStake + request.bet;
  const balance = afterStake + request.win;
  const reply = okReply(balance, currency, win ?? stake);
  const ref = roundRef(session, provider, request.roundId, now);
  requireRecorded(
    await deps.repository.record(
      tx,
      betWinRecord(call, { bonusStake: taken.bonus, balanceBefore, balanceAfter: balance }, reply, [
        gameEvents.betPlaced(ref, { ...taken, transactionId: request.transactionId }),
        gameEvents.roundSettled(
          ref,
          { stake: request.bet, win: request.win, status: 'closed' },
          { transactionId: request.transactionId, transferId: win?.transferId ?? null },
        ),
      ]),
    ),
  );
  return reply;
}
