import { OPERATOR_PLAYER_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Accounts, PlayerRow } from '../../accounts/index.ts';
import { currentAuditContext } from '../../audit/index.ts';
import type { Cash } from '../../cash/index.ts';
import type { PlayerProtection } from '../../responsible/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import { backofficeErrors } from '../backoffice.errors.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';
import { playerDetailOf } from './player-detail.ts';
import type { PlayerNotesRepository } from './player-notes.repository.ts';
import { playerSummaryOf } from './player-views.ts';

/** The ledger and audit views show this many of a player's newest rows. */
const HISTORY_LIMIT = 200;
const NOTES_LIMIT = 200;
/** A Ukrainian tax ID (RNOKPP) is ten digits: the number on the documents a player gave. */
const TAX_ID = /^\d{10}$/;

export interface PlayerRoutesDeps {
  accounts: Pick<Accounts, 'players' | 'documents' | 'administration'>;
  wallet: Pick<WalletService, 'balance' | 'playerEntries'>;
  protection: Pick<PlayerProtection, 'activeExclusion' | 'limitsInForce' | 'exclude'>;
  /** Read when a search asks (the cash desk is registered before the back office, but read late all the same). */
  cash: () => Pick<Cash, 'playersWithTaxId'>;
  notes: PlayerNotesRepository;
  clock: Clock;
}

/**
 * Players in the console: search, the player's page, ledger and audit trail, the review status, blocking and
 * operators' notes. Handlers run as the operator (serveOperatorEndpoints), so every record a change writes names
 * them.
 */
export function playerRoutes(app: FastifyInstance, guard: OperatorGuard, deps: PlayerRoutesDeps): void {
  const { accounts, wallet, protection, notes, clock } = deps;
  // Every call names a player of this brand: another brand's player is as unknown as one that never existed.
  const playerOf = async (id: number): Promise<PlayerRow> => {
    const player = await accounts.players.findById(id);
    if (!player) throw backofficeErrors.playerNotFound();
    return player;
  };
  const detail = async (player: PlayerRow) => ({
    success: true as const,
    player: await playerDetailOf(player, { accounts, wallet, protection }),
  });

  serveOperatorEndpoints(
    app,
    OPERATOR_PLAYER_ENDPOINTS,
    {
      search: async ({ query }) => {
        const ids: number[] = [];
        if (/^\d+$/.test(query.q) && Number.isSafeInteger(Number(query.q))) ids.push(Number(query.q));
        if (TAX_ID.test(query.q)) ids.push(...(await deps.cash().playersWithTaxId(query.q)));
        const players = await accounts.administration.search(query.q, query.limit, ids);
        return { success: true, players: players.map(playerSummaryOf) };
      },
      detail: async ({ params }) => detail(await playerOf(params.id)),
      ledger: async ({ params }) => {
        const player = await playerOf(params.id);
        const entries = await wallet.playerEntries(player.id, HISTORY_LIMIT);
        return {
          success: true,
          entries: entries.map((entry) => ({
            transferId: entry.transferId,
            at: entry.at.toISOString(),
            kind: entry.kind,
            account: entry.account,
            amount: entry.amount,
            currency: entry.currency,
            balanceAfter: entry.balanceAfter,
          })),
        };
      },
      audit: async ({ params }) => {
        const player = await playerOf(params.id);
        const events = await guard.audit.forPlayer(player.id, HISTORY_LIMIT);
        return {
          success: true,
          events: events.map((event) => ({
            id: event.id,
            occurredAt: event.occurredAt.toISOString(),
            actorKind: event.actorKind,
            actorId: event.actorId,
            action: event.action,
            before: event.before,
            after: event.after,
            reason: event.reason,
          })),
        };
      },
      review: async ({ params, body }) => {
        await playerOf(params.id);
        const updated = await accounts.administration.review(
          params.id,
          { status: body.status, confirmed: body.confirmed },
          body.reason,
        );
        if (!updated) throw backofficeErrors.playerNotFound();
        return detail(updated);
      },
      block: async ({ params, body }) => {
        await playerOf(params.id);
        const updated = await accounts.administration.block(params.id, body.blocked, body.reason);
        if (!updated) throw backofficeErrors.playerNotFound();
        return detail(updated);
      },
      exclude: async ({ params, body }) => {
        const player = await playerOf(params.id);
        const { reason, ...request } = body;
        await protection.exclude(player.id, request, await currentAuditContext(), reason);
        return detail(player);
      },
      notes: async ({ params }) => {
        const player = await playerOf(params.id);
        const rows = await notes.forPlayer(player.id, NOTES_LIMIT);
        return {
          success: true,
          notes: rows.map((row) => ({
            id: row.id,
            operator: row.operatorLogin,
            text: row.text,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
      addNote: async ({ params, body, session }) => {
        const player = await playerOf(params.id);
        const at = clock.now();
        await guard.db.transaction(async (tx) => {
          const note = await notes.insert(tx, {
            playerId: player.id,
            operatorLogin: session.operator.login,
            text: body.text,
            createdAt: at,
          });
          // The note itself is never changed; the trail says who wrote one and when.
          await guard.audit.record(tx, await currentAuditContext(), {
            playerId: player.id,
            action: 'player.note_added',
            after: { noteId: note.id },
          });
        });
        return { success: true };
      },
    },
    guard,
  );
}
