import {
  codeSentResponseSchema,
  otpRegisterRequestSchema,
  REGISTRATION_VARIANTS,
  type RegisterResponse,
  type RegistrationVariant,
  registerCodeRequestSchema,
  registerCompleteRequestSchema,
  registerCompleteResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  registrationFlowRequestSchema,
  registrationFlowResponseSchema,
  registrationFormResponseSchema,
} from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../platform/config.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { rateLimited } from '../../../platform/http/rate-limits.ts';
import type { CaptchaService } from '../../captcha/index.ts';
import { setSessionCookie } from '../auth/authentication.ts';
import { secureCookies } from '../auth/session.routes.ts';
import type { AccountServices } from '../create-account-services.ts';
import { classifyLogin } from '../players/contacts.ts';
import { codeSentBody } from '../verification/code-delivery.ts';
import { registrationErrors } from './registration.errors.ts';
import type { Registered } from './registration.service.ts';
import { registrationForm } from './registration-forms.ts';
import { funnelFor, LANDING_REGISTRATION_SOURCE } from './registration-funnels.ts';

/** The contact a registration names (e-mail first, as the primary contact defaults), for the per-account limit. */
function registeringContactOf(request: { body: unknown }): string | undefined {
  const body = request.body as { email?: unknown; phone?: unknown } | undefined;
  const contact = body?.email ?? body?.phone;
  return typeof contact === 'string' ? classifyLogin(contact).value : undefined;
}

/**
 * Registration calls (spec section 7 "Auth and registration"): registerV2, the landing's `/a/register/`,
 * phone-first registration by code, register-complete, the funnel of a source and the forms of screen variants.
 * Whatever creates a player or texts a stranger's phone passes the rate limits, then the captcha, and only then
 * costs a password hash or a message.
 */
export function registrationRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountServices; config: Config; captcha: CaptchaService },
): void {
  const { accounts, config, captcha } = deps;
  const service = accounts.registration;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Signs the new player in: a cookie for the web, the token in the body for the mobile app. */
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    registered: Registered,
    client: 'web' | 'mobile',
  ): Promise<RegisterResponse> => {
    const { token } = await accounts.sessions.open({
      playerId: registered.player.id,
      kind: client,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    if (client === 'web') setSessionCookie(reply, token, secureCookies(config));
    return {
      success: true,
      playerId: registered.player.id,
      login: registered.player.login,
      registration: registered.registration,
      ...(client === 'mobile' ? { token } : {}),
    };
  };

  const registrationLimits = rateLimited(app, 'registration', registeringContactOf);
  const registerRoute = {
    schema: { body: registerRequestSchema, response: { 200: registerResponseSchema } },
    preHandler: registrationLimits,
  };
  api.post('/rest/registerV2/', registerRoute, async (request, reply) => {
    await captcha.verifyCaptcha(request.body.captchaToken);
    return signIn(request, reply, await service.register(request.body), request.body.client);
  });
  api.post('/a/register/', registerRoute, async (request, reply) => {
    await captcha.verifyCaptcha(request.body.captchaToken);
    const body = {
      ...request.body,
      registrationSource: request.body.registrationSource ?? LANDING_REGISTRATION_SOURCE,
    };
    return signIn(request, reply, await service.register(body), body.client);
  });

  api.post(
    '/rest/otp/request-register-code/',
    {
      schema: { body: registerCodeRequestSchema, response: { 200: codeSentResponseSchema } },
      preHandler: rateLimited(app, 'code', registeringContactOf),
    },
    async (request) => {
      await captcha.verifyCaptcha(request.body.captchaToken);
      return codeSentBody(await service.requestRegisterCode(request.body));
    },
  );
  api.post(
    '/rest/otp/register/',
    {
      schema: { body: otpRegisterRequestSchema, response: { 200: registerResponseSchema } },
      preHandler: registrationLimits,
    },
    async (request, reply) => {
      await captcha.verifyCaptcha(request.body.captchaToken);
      return signIn(request, reply, await service.registerWithCode(request.body), request.body.client);
    },
  );

  api.post(
    '/rest/players/register/complete/',
    { schema: { body: registerCompleteRequestSchema, response: { 200: registerCompleteResponseSchema } } },
    async (request) => {
      const session = await request.currentSession();
      if (!session) throw registrationErrors.notSignedIn();
      return { success: true as const, registration: await service.complete(session.playerId, request.body) };
    },
  );

  const flow = (input: z.output<typeof registrationFlowRequestSchema>) => {
    const funnel = funnelFor(input.registration_source);
    return {
      success: true as const,
      data: {
        registration_flow: funnel.verificationFlow,
        redirectUrl: funnel.redirectUrl,
        source: funnel.source,
        funnelType: funnel.funnelType,
      },
    };
  };
  const flowResponse = { 200: registrationFlowResponseSchema };
  api.get(
    '/rest/otp/get-flow/',
    { schema: { querystring: registrationFlowRequestSchema, response: flowResponse } },
    async (request) => flow(request.query),
  );
  api.post(
    '/rest/otp/get-flow/',
    { schema: { body: registrationFlowRequestSchema, response: flowResponse } },
    async (request) => flow(request.body),
  );

  api.get(
    '/rest/registration-form/:id/',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: registrationFormResponseSchema },
      },
    },
    async (request) => {
      const variant = REGISTRATION_VARIANTS.find((known) => known === request.params.id);
      if (!variant) throw notFound('registration_form_not_found', 'No such registration form');
      return { success: true as const, data: registrationForm(variant satisfies RegistrationVariant) };
    },
  );
}
