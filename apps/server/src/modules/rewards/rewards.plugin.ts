import { REWARD_ENDPOINTS } from '@casino/contracts';
import { serveEndpoints } from '../../platform/http/endpoints.ts';
import { defineModule, servesRequests } from '../../platform/module.ts';
import { answerLanguage, endpointSessions } from '../accounts/index.ts';
import { Rewards } from './rewards.service.ts';

/**
 * The one prize step (decision 034): competitions grant their places' prizes through it, and later the chance
 * features and loyalty; the player reads what they won at `/rest/player/prizes/`.
 */
export const rewardsPlugin = defineModule(
  'rewards',
  { dependencies: ['accounts', 'wallet', 'bonuses'] },
  async (app) => {
    const { db, clock } = app.platform;
    const rewards = new Rewards({ db, clock, wallet: app.wallet, bonuses: app.bonuses });
    app.decorate('rewards', rewards);
    if (!servesRequests(app)) return;
    serveEndpoints(
      app,
      REWARD_ENDPOINTS,
      {
        prizes: async ({ playerId, query }) => ({
          success: true,
          data: await rewards.prizesOf(
            playerId,
            await answerLanguage(app.accounts.players, playerId, query.lang),
          ),
        }),
      },
      endpointSessions,
    );
  },
);
