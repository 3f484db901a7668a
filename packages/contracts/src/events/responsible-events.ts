import { selfExcludedDetailsSchema, sessionFiguresSchema } from '../responsible.ts';
import { defineEvent } from './define-event.ts';

/** The player's reality-check interval passed: play pauses until they acknowledge the session figures. */
export const realityCheckDueEvent = defineEvent({
  type: 'RealityCheckDue',
  version: 1,
  scope: 'player',
  payload: sessionFiguresSchema,
});

/**
 * A time-out or self-exclusion took effect: every real-money session of the player ends now, and open games are
 * told (the selfExclusion push message). `till` is its end, null when permanent.
 */
export const selfExclusionStartedEvent = defineEvent({
  type: 'SelfExclusionStarted',
  version: 1,
  scope: 'player',
  payload: selfExcludedDetailsSchema,
});
