/**
 * Registration vocabulary (spec section 3 "Registration funnel and flow") as plain constants, so browser code can
 * use them without loading zod. The request and response schemas are in `registration.ts` and `verification.ts`.
 */

/** The contacts a player can register with and confirm. */
export const CONTACT_TYPES = ['email', 'phone'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** How a phone code reaches the player: a text, or a call whose calling number ends in the code. */
export const PHONE_CHANNELS = ['sms', 'flash_call'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

/** Where a code was sent: a phone channel, or e-mail. */
export type CodeChannel = PhoneChannel | 'email';

/** Screen variants of the registration form. */
export const REGISTRATION_VARIANTS = [
  'default',
  'default_new',
  'lightCash',
  'normal',
  'otp',
  'oneContact',
  'short',
] as const;
export type RegistrationVariant = (typeof REGISTRATION_VARIANTS)[number];

/**
 * Which contacts the funnel requires confirmed: the primary one, every given one, or none. This is the
 * `registration_flow` that `get-flow` answers and the `flow` of the player's registration funnel.
 */
export const VERIFICATION_FLOWS = [
  'oneContactConfirm',
  'allContactsConfirm',
  'verificationComplete',
] as const;
export type VerificationFlow = (typeof VERIFICATION_FLOWS)[number];

/** The registration source of a guest whose game launch asked them to register; the game reopens afterwards. */
export const GAME_PLAY_REGISTRATION_SOURCE = 'game_play';

/**
 * The registration source of a guest who came through a gambling partner's link (`show-partner-bonus`): the
 * partner's bonus is offered to them once their registration completes.
 */
export const PARTNER_REGISTRATION_SOURCE = 'partner';

/** Nicknames are 3-24 characters. */
export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 24;

/** Fields a registration form may show, in the names the register calls accept. */
export const REGISTRATION_FORM_FIELDS = [
  'email',
  'phone',
  'code',
  'password',
  'nickname',
  'currency',
  'ageConfirmed',
  'agreementsConfirmed',
] as const;
export type RegistrationFormField = (typeof REGISTRATION_FORM_FIELDS)[number];
