import { z } from 'zod';
import { COMPETITION_ALERTS } from '../../competition-codes.ts';
import {
  competitionAlertDataSchema,
  competitionBetDataSchema,
  competitionPlayerWinDataSchema,
  competitionPositionsDataSchema,
  competitionRefSchema,
  competitionStageChangedDataSchema,
  competitionStopDataSchema,
} from '../../competitions.ts';
import { languageSchema } from '../../schemas.ts';
import { message } from '../message-shape.ts';

/**
 * Tournament actions (spec section 4), for every kind of competition (decision 034). On the public tournaments
 * channel: `start`, `stop` (the competition), `positions` (its top places, at most once a second) and `playerWin` (a
 * notable win in it). On the player's own: `bet` (their place after a scoring round), the alerts of a round that did
 * not score and why, and `stop` with where they finished and what they won. `stageChanged` (decision 035): a stage of
 * a staged competition closed, to everyone, and to each who placed in it with their place and prize.
 */
const tournamentMessage = z.discriminatedUnion('action', [
  message(
    'tournament',
    z.literal('start'),
    competitionRefSchema.extend({ title: z.record(languageSchema, z.string()) }),
  ),
  message('tournament', z.literal('stop'), competitionStopDataSchema),
  message('tournament', z.literal('stageChanged'), competitionStageChangedDataSchema),
  message('tournament', z.literal('positions'), competitionPositionsDataSchema),
  message('tournament', z.literal('bet'), competitionBetDataSchema),
  message('tournament', z.literal('playerWin'), competitionPlayerWinDataSchema),
  message('tournament', z.enum(COMPETITION_ALERTS), competitionAlertDataSchema),
]);

/** Competitions: tournaments, races and the rest of decision 034. */
export const COMPETITIONS_MESSAGES = {
  tournament: tournamentMessage,
} as const;
