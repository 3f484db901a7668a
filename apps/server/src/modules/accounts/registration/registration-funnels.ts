import {
  GAME_PLAY_REGISTRATION_SOURCE,
  PARTNER_REGISTRATION_SOURCE,
  type RegistrationFunnelType,
  type VerificationFlow,
} from '@casino/contracts';

export interface FunnelConfig {
  funnelType: RegistrationFunnelType;
  verificationFlow: VerificationFlow;
  /** Where the client goes once registration through this source is complete; null keeps the player's page. */
  redirectUrl: string | null;
  /** Seconds after registration before the confirm-contacts popup shows. */
  popupTimeout: number;
}

/** The source of registrations that name none (the site's own modal). */
export const DEFAULT_REGISTRATION_SOURCE = 'default';
/** The source of `POST /a/register/` unless the landing names its own. */
export const LANDING_REGISTRATION_SOURCE = 'landing';
/** Where the cash source sends a new player: the deposit they wanted before registering. */
export const CASH_REDIRECT_URL = '/cash/deposit/';

/**
 * Which funnel each registration source goes through (spec section 3). The site's own modal lets players look
 * around but asks them to confirm their primary contact; landings open the site at once; the cash flow confirms
 * every contact before anything else, then goes on to the deposit; a guest sent to register by a game's launch
 * (`game_play`) goes the site's own way and gets the game back at the end (the web keeps which one).
 */
const FUNNELS = {
  [DEFAULT_REGISTRATION_SOURCE]: {
    funnelType: 'conditionally_closed_funnel',
    verificationFlow: 'oneContactConfirm',
    redirectUrl: null,
    popupTimeout: 0,
  },
  [LANDING_REGISTRATION_SOURCE]: {
    funnelType: 'opened_funnel',
    verificationFlow: 'verificationComplete',
    redirectUrl: null,
    popupTimeout: 30,
  },
  cash: {
    funnelType: 'closed_funnel',
    verificationFlow: 'allContactsConfirm',
    redirectUrl: CASH_REDIRECT_URL,
    popupTimeout: 0,
  },
  [GAME_PLAY_REGISTRATION_SOURCE]: {
    funnelType: 'conditionally_closed_funnel',
    verificationFlow: 'oneContactConfirm',
    redirectUrl: null,
    popupTimeout: 0,
  },
  // A partner's guest registers as on the site's own modal; the partner's bonus waits for the completed registration.
  [PARTNER_REGISTRATION_SOURCE]: {
    funnelType: 'conditionally_closed_funnel',
    verificationFlow: 'oneContactConfirm',
    redirectUrl: null,
    popupTimeout: 0,
  },
  otp: {
    funnelType: 'conditionally_closed_funnel',
    verificationFlow: 'oneContactConfirm',
    redirectUrl: null,
    popupTimeout: 0,
  },
} as const satisfies Record<string, FunnelConfig>;

/** The funnel of a registration source; unknown sources get the default one. */
export function funnelFor(source: string | undefined): { source: string } & FunnelConfig {
  const known = source !== undefined && Object.hasOwn(FUNNELS, source);
  const key = known ? (source as keyof typeof FUNNELS) : DEFAULT_REGISTRATION_SOURCE;
  return { source: known ? key : DEFAULT_REGISTRATION_SOURCE, ...FUNNELS[key] };
}
