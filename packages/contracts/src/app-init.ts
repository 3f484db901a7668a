import { z } from 'zod';
import { brandConfigSchema } from './brand.ts';
import { playerJackpotSevensSchema } from './jackpot-sevens.ts';
import { pageDataSchema } from './page-data.ts';
import { pushConnectionSchema } from './push/connection.ts';
import { birthdayBonusStateSchema } from './recurring-bonuses.ts';
import { LUDOMAN_REQUEST_STATUSES } from './responsible-codes.ts';
import { accountReviewSchema, currencySchema, languageSchema } from './schemas.ts';

/** Registration funnel kinds (spec section 3): how strictly contacts must be confirmed before playing. */
export const registrationFunnelTypeSchema = z.enum([
  'closed_funnel',
  'conditionally_closed_funnel',
  'opened_funnel',
]);
export type RegistrationFunnelType = z.infer<typeof registrationFunnelTypeSchema>;

/**
 * The logged-in player's registration funnel (spec section 3), from what was recorded at registration.
 * `isShowConfirmPopup`: registration is not complete, so the confirmation modal is offered;
 * `isNeedConfirmAllContacts`: the flow is allContactsConfirm (every contact, not just the primary one).
 */
export const registrationFunnelSchema = z.object({
  funnelType: registrationFunnelTypeSchema,
  flow: z.string().nullable(),
  isShowConfirmPopup: z.boolean(),
  isNeedConfirmAllContacts: z.boolean(),
});
export type RegistrationFunnel = z.infer<typeof registrationFunnelSchema>;

/**
 * The welcome package the viewer can still get (spec section 3): free spins, and bonus money in integer minor
 * units of `currency` (the player's, or the site's for a guest).
 */
export const welcomePackageSchema = z.object({
  fsAmount: z.number().int(),
  moneyAmount: z.number().int(),
  currency: currencySchema,
});
export type WelcomePackage = z.infer<typeof welcomePackageSchema>;

/**
 * Player main data (spec section 3). A guest has `isGuest: true`, null contacts and a null funnel; a logged-in
 * player has their login, contacts (`confirmed` is the phone's confirmation), `hasAutoPassword` (the web asks them
 * to change a generated password), `complete` (registration completed) and their `registrationFunnel`.
 */
export const playerMainDataSchema = z.object({
  isGuest: z.boolean(),
  isMobile: z.boolean(),
  login: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  primaryContact: z.enum(['email', 'phone']).nullable(),
  nickname: z.string().nullable(),
  confirmed: z.boolean(),
  emailConfirmed: z.boolean(),
  favoriteGames: z.array(z.number().int()),
  currency: currencySchema,
  depositsCount: z.number().int(),
  /** The player has a saved card: deposits can be one click, and light cash needs no saved method (spec 5). */
  isTokenizeCash: z.boolean(),
  /**
   * Spec section 3: a time-out or self-exclusion in force (`active`), one that ran out (`expired`), or none. Absent
   * reads as `none`: optional so that every builder of player main data need not know of player protection.
   */
  ludomanRequestStatus: z.enum(LUDOMAN_REQUEST_STATUSES).optional(),
  /** Null when there is none to offer. */
  welcomePackage: welcomePackageSchema.nullable(),
  /**
   * The birthday bonus the player may take now (the birthday modal opens for it); null or absent when there is
   * none. Absent for guests and wherever player main data is built without the bonuses module.
   */
  birthdayBonus: birthdayBonusStateSchema.nullable().optional(),
  /**
   * A sport bonus (a free bet) of the player's is active (spec section 3). Absent for guests and wherever player
   * main data is built without the bonuses module.
   */
  hasActiveSportBettingBonus: z.boolean().optional(),
  /**
   * Spec section 3 (programs): the player's latest jackpot-sevens win, or null. Absent for guests and wherever
   * player main data is built without the chance module.
   */
  jackpotSevens: playerJackpotSevensSchema.optional(),
  hasAutoPassword: z.boolean(),
  complete: z.boolean(),
  registrationFunnel: registrationFunnelSchema.nullable(),
  /** The account review status (a guest has none), as the profile has it. */
  ...accountReviewSchema.shape,
  /**
   * The real-time connection (spec section 3: websocket, token): the push endpoint and a connection token for this
   * viewer. Start-up data carries it; answers that change the session (login) leave it out, and the client asks
   * `POST /rest/push/connection-token/` for the new viewer's token.
   */
  ...pushConnectionSchema.partial().shape,
});
export type PlayerMainData = z.infer<typeof playerMainDataSchema>;

export const projectConfigSchema = z.object({
  brand: brandConfigSchema,
  currency: currencySchema,
  currencySymbol: z.string(),
  /**
   * Captcha of spec section 3: `url` is where the proof-of-work challenge comes from, `key` a third-party site key
   * (null for the built-in proof of work), `internalKey` what `POST /rest/captcha/internal-token/` expects (null
   * when internal mode is off). When `isEnabled` is false, forms send no captcha token.
   */
  captcha: z.object({
    key: z.string().nullable(),
    url: z.string(),
    isEnabled: z.boolean(),
    internalKey: z.string().nullable(),
    isInternalEnabled: z.boolean(),
  }),
  fingerprint: z.object({ isEnabled: z.boolean() }),
});
export type ProjectConfig = z.infer<typeof projectConfigSchema>;

export const languageOptionSchema = z.object({ code: languageSchema, name: z.string(), prefix: z.string() });
export type LanguageOption = z.infer<typeof languageOptionSchema>;

/** `GET /rest/app/init/`: the start-up data holder of spec section 3. */
export const appInitSchema = z.object({
  success: z.literal(true),
  appMain: z.object({ project: projectConfigSchema, player: playerMainDataSchema, publicUrl: z.string() }),
  pageData: pageDataSchema.nullable(),
  homeData: z.unknown().nullable(),
  i18nLang: languageSchema,
  /**
   * Where the language's messages are, namespace by namespace (decision 020): each address carries its content's
   * hash, so a browser keeps what it fetched until a message changes. The messages themselves are not here.
   */
  i18nMessages: z.record(z.string(), z.string()),
  languages: z.array(languageOptionSchema),
  playerDashboard: z.unknown().nullable(),
  playerBalance: z.unknown().nullable(),
  playerBonusesPriority: z.array(z.unknown()),
});
export type AppInit = z.infer<typeof appInitSchema>;
