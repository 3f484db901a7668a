import { sessionFiguresSchema } from '../responsible.ts';
import { defineEvent } from './define-event.ts';

/** The player's reality-check interval passed: play pauses until they acknowledge the session figures. */
export const realityCheckDueEvent = defineEvent({
  type: 'RealityCheckDue',
  version: 1,
  scope: 'player',
  payload: sessionFiguresSchema,
});
