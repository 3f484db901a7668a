/** The captcha's facade: checking a solved challenge, and the project configuration the web client reads. */
import type { CaptchaService } from './captcha.service.ts';

export type { CaptchaService } from './captcha.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaService;
  }
}
