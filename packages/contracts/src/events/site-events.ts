import { z } from 'zod';
import { defineEvent } from './define-event.ts';

/** A node with a new web build started: every open page offers to reload. */
export const siteVersionReleasedEvent = defineEvent({
  type: 'SiteVersionReleased',
  version: 1,
  scope: 'site',
  payload: z.object({ version: z.string().min(1).max(128) }),
});
