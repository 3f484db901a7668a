import { z } from 'zod';
import { COMPETITION_AWARDS, COMPETITION_KINDS } from '../competition-codes.ts';
import { localizedTextSchema } from '../notifications.ts';
import { REWARD_TYPES } from '../rewards.ts';
import { currencySchema } from '../schemas.ts';
import { defineEvent } from './define-event.ts';

/** The competition an event is about, with its title in every language (notices and pushes name it). */
const competition = {
  competitionId: z.number().int().positive(),
  slug: z.string().min(1),
  kind: z.enum(COMPETITION_KINDS),
  title: localizedTextSchema,
};

/** A competition started: every open page hears of it (the `start` action). */
export const competitionStartedEvent = defineEvent({
  type: 'CompetitionStarted',
  version: 1,
  scope: 'site',
  payload: z.object(competition),
});

/** A competition closed and every prize of it was granted (the `stop` action to everyone). */
export const competitionFinishedEvent = defineEvent({
  type: 'CompetitionFinished',
  version: 1,
  scope: 'site',
  payload: z.object(competition),
});

/**
 * A stage of a staged competition closed (decision 035): its places are frozen and their stage points counted on the
 * main table; `stage` is the one now played (null: the last closed). Every open page hears of it (`stageChanged`).
 */
export const competitionStageClosedEvent = defineEvent({
  type: 'CompetitionStageClosed',
  version: 1,
  scope: 'site',
  payload: z.object({
    ...competition,
    closedStage: z.number().int().positive(),
    stage: z.number().int().positive().nullable(),
    stages: z.number().int().min(2),
  }),
});

/**
 * A place of a closed competition was given its prize (the rewards module granted it): the winner is told where they
 * finished and what they won (the prize toast, RaceOverModal, PromoTournamentPrizeModal) and finds a notification.
 */
export const competitionPrizeAwardedEvent = defineEvent({
  type: 'CompetitionPrizeAwarded',
  version: 1,
  scope: 'player',
  payload: z.object({
    ...competition,
    position: z.number().int().positive(),
    points: z.number().int(),
    /**
     * What the prize was won for, and the stage for a stage's prize (decision 035). Added after version 1 was
     * written: an event without them was a place on the main table.
     */
    award: z.enum(COMPETITION_AWARDS).default('place'),
    stage: z.number().int().positive().nullable().default(null),
    /** The stages of the competition (1: none), so a stage's notice can say "stage 2 of 7". */
    stages: z.number().int().positive().default(1),
    /** Whether to leave a notification: not for a player who asked for no competition notices. */
    notify: z.boolean(),
    prize: z.object({
      type: z.enum(REWARD_TYPES),
      amount: z.number().int().nullable(),
      currency: currencySchema.nullable(),
      title: localizedTextSchema,
    }),
  }),
});
