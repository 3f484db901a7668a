import type { LocalizedText, Prize, RewardStatus } from '@casino/contracts';
import { bigint, index, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { referencesPlayer } from '../accounts/index.ts';

/**
 * Every prize granted, once per source and reference (a competition and place, later a wheel spin): the one prize
 * step's record. Money names its ledger transfer, a bonus its offer; a prize whose feature does not pay yet waits
 * `pending`, a material prize is a `claim` an operator fulfils.
 */
export const rewardGrants = pgTable(
  'reward_grants',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    /** What it was won in, as the player's prize list names it. */
    sourceTitle: jsonb('source_title').$type<LocalizedText>().notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull().references(referencesPlayer),
    prize: jsonb('prize').$type<Prize>().notNull(),
    status: text('status').$type<RewardStatus>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    bonusOfferId: bigint('bonus_offer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('reward_grants_source').on(table.source, table.sourceRef),
    index('reward_grants_player').on(table.playerId, table.createdAt),
  ],
);
export type RewardGrantRow = typeof rewardGrants.$inferSelect;
