import { z } from 'zod';
import { brandConfigSchema } from './brand.ts';
import { pageDataSchema } from './page-data.ts';
import { currencySchema, languageSchema } from './schemas.ts';

/** Player main data (spec section 3) as a guest sees it; the accounts capability fills the player's own. */
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
  hasAutoPassword: z.boolean(),
  complete: z.boolean(),
});
export type PlayerMainData = z.infer<typeof playerMainDataSchema>;

export const projectConfigSchema = z.object({
  brand: brandConfigSchema,
  currency: currencySchema,
  currencySymbol: z.string(),
  captcha: z.object({ isEnabled: z.boolean(), isInternalEnabled: z.boolean() }),
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
  i18nMessages: z.record(z.string(), z.unknown()),
  languages: z.array(languageOptionSchema),
  playerDashboard: z.unknown().nullable(),
  playerBalance: z.unknown().nullable(),
  playerBonusesPriority: z.array(z.unknown()),
});
export type AppInit = z.infer<typeof appInitSchema>;
