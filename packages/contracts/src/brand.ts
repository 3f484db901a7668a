import { z } from 'zod';
import { brandIdSchema, currencySchema } from './schemas.ts';

/**
 * What differs between brands (spec sections 1 and 6). Components read a flag, never a brand id, so a new
 * brand is one more entry in `brands/`.
 */
export const brandFeaturesSchema = z.object({
  /** vlk and vegas: the promo-code popup and its e-mail deep link. */
  promoCodePopup: z.boolean(),
  /** Two brands open the public profile as a popup instead of a page. */
  publicProfilePopup: z.boolean(),
  /** Two brands ask for a deposit when a bonus apply answers with days_since_last_deposit. */
  bonusRequiresDepositPopup: z.boolean(),
  /** king: tag routes redirect home. */
  tagRoutesRedirectHome: z.boolean(),
  /** king: the play mode follows the route name when the query does not set it. */
  playModeFromRouteName: z.boolean(),
  /** king: auth modals are registered with a `New` suffix (RegisterNew, RegistrationConfirmNew...). */
  modalNameNewSuffix: z.boolean(),
  /** king: guests' story views are not recorded. */
  recordGuestStoryViews: z.boolean(),
  /** sevens: the VIP programme (quests, gift shop, characters). */
  sevensVipProgram: z.boolean(),
  /** Game pages under /issue/{slug}/ instead of /games/{slug}/. */
  issueUrls: z.boolean(),
  /** vlk, king and vegas have identity-verification pages. */
  verificationPages: z.boolean(),
  /**
   * The Ukrainian (UAH) brands, king, vlk and vegas: real-money play asks for the player's tax ID until they have
   * given one, unless their currency is exempt (spec section 5, `requestInn`).
   */
  taxIdForRealPlay: z.boolean(),
});
export type BrandFeatures = z.infer<typeof brandFeaturesSchema>;

export const supportContactsSchema = z.object({
  telegram: z.string(),
  viber: z.string(),
  email: z.string().email(),
});
export type SupportContacts = z.infer<typeof supportContactsSchema>;

/**
 * The brand's welcome package for new players (spec section 3 `welcomePackage`): free spins, and the bonus money
 * in integer minor units of each currency a player may hold.
 */
export const welcomePackageOfferSchema = z.object({
  fsAmount: z.number().int().nonnegative(),
  moneyAmount: z.record(currencySchema, z.number().int().nonnegative().safe()),
});
export type WelcomePackageOffer = z.infer<typeof welcomePackageOfferSchema>;

export const brandConfigSchema = z.object({
  id: brandIdSchema,
  name: z.string(),
  /** Legal entity and licence line shown in the footer. */
  legal: z.object({
    operator: z.string(),
    /** The gambling licence: its number and year of issue; the footer words it in the visitor's language. */
    licence: z.object({ number: z.string(), year: z.number().int() }),
  }),
  support: supportContactsSchema,
  social: z.array(
    z.object({
      network: z.enum(['telegram', 'instagram', 'youtube', 'facebook', 'tiktok', 'x']),
      url: z.string().url(),
    }),
  ),
  /** App scheme of the mobile app (spec section 9: app777, slotoking). */
  appScheme: z.string(),
  welcomePackage: welcomePackageOfferSchema,
  features: brandFeaturesSchema,
});
export type BrandConfig = z.infer<typeof brandConfigSchema>;
