import {
  REGISTRATION_ENDPOINTS,
  REGISTRATION_VARIANTS,
  type RegisterResponse,
  type RegistrationFlowRequest,
  type RegistrationVariant,
} from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../platform/config.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { serveEndpoints } from '../../../platform/http/endpoints.ts';
import { rateLimited } from '../../../platform/http/rate-limits.ts';
import type { CaptchaService } from '../../captcha/index.ts';
import { endpointSessions, setSessionCookie } from '../auth/authentication.ts';
import { secureCookies } from '../auth/session.routes.ts';
import type { AccountServices } from '../create-account-services.ts';
import { classifyLogin } from '../players/contacts.ts';
import { codeSentBody } from '../verification/code-delivery.ts';
import type { Registered } from './registration.service.ts';
import { registrationForm } from './registration-forms.ts';
import { funnelFor, LANDING_REGISTRATION_SOURCE } from './registration-funnels.ts';

/** The contact a registration names (e-mail first, as the primary contact defaults), for the per-account limit. */
function registeringContactOf(request: { body: unknown }): string | undefined {
  const body = request.body as { email?: unknown; phone?: unknown } | undefined;
  const contact = body?.email ?? body?.phone;
  return typeof contact === 'string' ? classifyLogin(contact).value : undefined;
}

/** The funnel a registration source leads into: its verification flow and where the player goes once registered. */
function flowOf(input: Pick<RegistrationFlowRequest, 'registration_source'>) {
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
}

/**
 * Registration calls (spec section 7 "Auth and registration"), served from their endpoint table: registerV2, the
 * landing's `/a/register/`, phone-first registration by code, register-complete, the funnel of a source and the
 * forms of screen variants. Whatever creates a player or texts a stranger's phone passes the rate limits, then the
 * captcha, and only then costs a password hash or a message.
 */
export function registrationRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountServices; config: Config; captcha: CaptchaService },
): void {
  const { accounts, config, captcha } = deps;
  const service = accounts.registration;

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

  const registrationLimits = { preHandler: rateLimited(app, 'registration', registeringContactOf) };
  serveEndpoints(
    app,
    REGISTRATION_ENDPOINTS,
    {
      register: async ({ request, reply, body }) => {
        await captcha.verifyCaptcha(body.captchaToken);
        return signIn(request, reply, await service.register(body), body.client);
      },
      registerFromLanding: async ({ request, reply, body }) => {
        await captcha.verifyCaptcha(body.captchaToken);
        const landing = {
          ...body,
          registrationSource: body.registrationSource ?? LANDING_REGISTRATION_SOURCE,
        };
        return signIn(request, reply, await service.register(landing), landing.client);
      },
      requestRegisterCode: async ({ body }) => {
        await captcha.verifyCaptcha(body.captchaToken);
        return codeSentBody(await service.requestRegisterCode(body));
      },
      registerWithCode: async ({ request, reply, body }) => {
        await captcha.verifyCaptcha(body.captchaToken);
        return signIn(request, reply, await service.registerWithCode(body), body.client);
      },
      complete: async ({ playerId, body }) => ({
        success: true,
        registration: await service.complete(playerId, body),
      }),
      flow: async ({ query }) => flowOf(query),
      flowByPost: async ({ body }) => flowOf(body),
      form: async ({ params }) => {
        const variant = REGISTRATION_VARIANTS.find((known) => known === params.id);
        if (!variant) throw notFound('registration_form_not_found', 'No such registration form');
        return { success: true, data: registrationForm(variant satisfies RegistrationVariant) };
      },
    },
    endpointSessions,
    {
      register: registrationLimits,
      registerFromLanding: registrationLimits,
      requestRegisterCode: { preHandler: rateLimited(app, 'code', registeringContactOf) },
      registerWithCode: registrationLimits,
    },
  );
}
