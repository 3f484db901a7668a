import { defineModule, servesRequests } from '../../platform/module.ts';
import { captchaRoutes } from './captcha.routes.ts';
import { createCaptchaService } from './create-captcha-service.ts';

/** The proof-of-work captcha that login and registration ask for when CAPTCHA is on. */
export const captchaPlugin = defineModule('captcha', {}, async (app) => {
  const { config, clock, rng, redis } = app.platform;
  const captcha = createCaptchaService({ config, clock, rng, redis, log: app.log });
  app.decorate('captcha', captcha);
  if (servesRequests(app)) captchaRoutes(app, captcha);
});
