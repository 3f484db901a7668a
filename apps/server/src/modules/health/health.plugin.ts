import { defineModule } from '../../platform/module.ts';
import { healthRoutes } from './health.routes.ts';

/** `/healthz` and `/readyz` on every role, so a balancer can check any node. */
export const healthPlugin = defineModule('health', {}, async (app) => {
  healthRoutes(app, app.platform.database);
});
