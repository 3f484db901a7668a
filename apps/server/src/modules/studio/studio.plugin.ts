import { defineModule, servesRequests } from '../../platform/module.ts';
import { studioRoutes } from './studio.routes.ts';
import { createStudio } from './studio.ts';

/**
 * The in-house studio under `/studio/api`, and its job retrying the settlements the casino did not answer. The
 * studio is a game provider like any other: it reaches the casino only over HTTP through the seamless-wallet API,
 * signing with the shared STUDIO_WALLET_SECRET, so it could run as a service of its own by changing one URL.
 */
export const studioPlugin = defineModule('studio', {}, async (app) => {
  const { db, config, clock, rng, fetch } = app.platform;
  const studio = createStudio({ db, config, clock, rng, fetch, log: app.log });
  for (const job of studio.jobs) app.jobs.periodic(job);
  if (!servesRequests(app)) return;
  studioRoutes(app, studio);
});
