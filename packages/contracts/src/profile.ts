import { z } from 'zod';
import { profileCashbackSchema } from './cashback.ts';
import { verificationStatusSchema } from './documents.ts';
import {
  CURRENCY_IDS,
  FIREBASE_PLATFORMS,
  PERSON_NAME_MAX_LENGTH,
  PUBLIC_PROFILE_LIST_DEFAULT_LIMIT,
  PUBLIC_PROFILE_LIST_MAX_LIMIT,
  SITE_VERSIONS,
} from './profile-options.ts';
import { nicknameSchema, otpCodeSchema, phoneChannelSchema, phoneFieldSchema } from './registration.ts';
import { accountReviewSchema, currencySchema, languageSchema } from './schemas.ts';

/** The player's own settings; a missing `publicProfile` means the public profile is shown. */
export const playerSettingsSchema = z.object({ publicProfile: z.boolean() });
export type PlayerSettings = z.infer<typeof playerSettingsSchema>;

/** The player's own data (`main` of the profile): contacts included, so it is only ever sent to its owner. */
export const profileMainSchema = z.object({
  login: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  nickname: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** `YYYY-MM-DD` */
  birthDate: z.iso.date().nullable(),
  currency: currencySchema,
  countryId: z.number().int(),
  language: languageSchema,
  emailConfirmed: z.boolean(),
  phoneConfirmed: z.boolean(),
  registrationComplete: z.boolean(),
  verificationStatus: verificationStatusSchema,
  ...accountReviewSchema.shape,
  createdAt: z.iso.datetime(),
});
export type ProfileMain = z.infer<typeof profileMainSchema>;

/**
 * The profile of spec section 3. Social login, the VIP programme and player statuses do not exist yet: their parts
 * are empty or null until they do.
 */
export const profileSchema = z.object({
  main: profileMainSchema,
  activeSocialAccounts: z.array(z.never()),
  phone: z.object({ number: z.string().nullable(), confirmed: z.boolean() }),
  currency: currencySchema,
  vipProgram: z.null(),
  settings: playerSettingsSchema,
  playerStatus: z.null(),
  /** The player's current cashback: the one to collect, else the one accruing. */
  cashback: profileCashbackSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** `GET /rest/player/getProfile/` (401 for guests); also the answer of update and phone change confirm. */
export const profileResponseSchema = z.object({ success: z.literal(true), data: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** Letters of any alphabet, with single spaces, hyphens or apostrophes between them (`Анна-Марія`, `O'Neil`). */
const personNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(PERSON_NAME_MAX_LENGTH)
  .regex(/^\p{L}+(?:[ '’-]\p{L}+)*$/u, 'letters only');

/**
 * `POST /rest/player/update/`: any of the fields, at least one. `currency_id` may change only before the first
 * deposit (409 `currency_locked`); `birthDate` must make the player 18 or older (422). Unknown fields are refused.
 */
export const updateProfileRequestSchema = z
  .strictObject({
    currency_id: z.literal(CURRENCY_IDS),
    nickname: nicknameSchema,
    firstName: personNameSchema,
    lastName: personNameSchema,
    birthDate: z.iso.date(),
    /** false hides the public profile from everyone but its owner. */
    publicProfile: z.boolean(),
  })
  .partial()
  .refine((fields) => Object.keys(fields).length > 0, { error: 'nothing to update' });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/**
 * `POST /rest/player/phone/change/`: sends a code to the new phone (answers `codeSentResponseSchema`). A phone
 * another player has is 409 `contact_taken`; the player's current phone is 422.
 */
export const phoneChangeRequestSchema = z.object({
  phone: phoneFieldSchema,
  channel: phoneChannelSchema.default('sms'),
});
export type PhoneChangeRequest = z.input<typeof phoneChangeRequestSchema>;

/** `POST /rest/player/phone/change/confirm/`: the new phone again and its code; answers the profile. */
export const phoneChangeConfirmSchema = z.object({ phone: phoneFieldSchema, code: otpCodeSchema });
export type PhoneChangeConfirm = z.input<typeof phoneChangeConfirmSchema>;

/** `POST /rest/player/on-boarding/`: the step the player reached in an onboarding scenario. */
export const onBoardingRequestSchema = z.object({
  scenario: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w.-]+$/, 'only letters, digits, "_", "-" and "."'),
  step: z.number().int().min(0).max(1000),
});
export type OnBoardingRequest = z.infer<typeof onBoardingRequestSchema>;

export const onBoardingResponseSchema = z.object({
  success: z.literal(true),
  /** Scenario name → the last step reached. */
  onBoarding: z.record(z.string(), z.number().int()),
});
export type OnBoardingResponse = z.infer<typeof onBoardingResponseSchema>;

/** `GET /rest/player/close-popup/{id}`: the popup ids the player has closed, this one included. */
export const closePopupResponseSchema = z.object({
  success: z.literal(true),
  closedPopups: z.array(z.number().int()),
});
export type ClosePopupResponse = z.infer<typeof closePopupResponseSchema>;

/** `GET /rest/player/close-popup/{id}`: a popup's id, a number of at most nine digits. */
export const closePopupParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'a popup id')
    .transform(Number),
});

/** The version `POST /rest/player/site-version/change/{new|old}/` switches the site to. */
export const siteVersionParamsSchema = z.object({ version: z.enum(SITE_VERSIONS) });

/** `POST /rest/player/site-version/change/{new|old}/` */
export const siteVersionResponseSchema = z.object({
  success: z.literal(true),
  siteVersion: z.enum(SITE_VERSIONS),
});
export type SiteVersionResponse = z.infer<typeof siteVersionResponseSchema>;

/** `POST /rest/player/firebase-token/`: registers an app install for push; a token moves to the latest player. */
export const firebaseTokenRequestSchema = z.object({
  token: z.string().trim().min(1).max(4096),
  platform: z.enum(FIREBASE_PLATFORMS),
});
export type FirebaseTokenRequest = z.infer<typeof firebaseTokenRequestSchema>;

/** Answer of firebase-token and `POST /rest/player/account/protect/` (which also ends every session). */
export const profileDoneResponseSchema = z.object({ success: z.literal(true) });
export type ProfileDoneResponse = z.infer<typeof profileDoneResponseSchema>;

/**
 * A public profile: public fields only, never contacts. Achievements and activities do not exist yet, so the
 * lists are empty until they do.
 */
export const publicProfileSchema = z.object({
  playerData: z.object({
    isCurrentUser: z.boolean(),
    playerId: z.number().int(),
    login: z.string(),
    nickname: z.string().nullable(),
    memberSince: z.iso.datetime(),
    achievements: z.array(z.never()),
  }),
  publicData: z.object({
    activities: z.array(z.never()),
    suggestions: z.array(z.never()),
    hasLastActions: z.boolean(),
  }),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/**
 * `GET /rest/player/public-profile/{playerId}/` and `.../by-login/{base64login}/` (`my`: the viewer's own, 401 for
 * guests). Unknown players and profiles their owner hid are 404; a non-numeric id is 422.
 */
export const publicProfileResponseSchema = publicProfileSchema.extend({ success: z.literal(true) });
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

/** Player ids are positive integers; anything else is refused (422) before the database is asked. */
const playerIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'a player id')
  .transform(Number);

/** `GET /rest/player/public-profile/{playerId}/` */
export const publicProfileParamsSchema = z.object({ playerId: playerIdParamSchema });

/** `GET /rest/player/public-profile/by-login/{base64login}/` */
export const publicProfileByLoginParamsSchema = z.object({ login: z.string().min(1) });

/**
 * `GET /rest/player/public-profile/{playerId}/{type}/`: a type that names no list answers 404, as an unknown player
 * does.
 */
export const publicProfileListParamsSchema = z.object({
  playerId: playerIdParamSchema,
  type: z.string().max(64),
});

/** `GET /rest/player/achievements-profile/{id}/` */
export const achievementsProfileParamsSchema = z.object({ id: playerIdParamSchema });

/** Query of `GET /rest/player/public-profile/{playerId}/{type}/` and `/rest/player/achievements-profile/{id}/`. */
export const publicProfileListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PUBLIC_PROFILE_LIST_MAX_LIMIT)
    .default(PUBLIC_PROFILE_LIST_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type PublicProfileListQuery = z.input<typeof publicProfileListQuerySchema>;

export const publicProfileListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.never()),
  total: z.number().int(),
});
export type PublicProfileListResponse = z.infer<typeof publicProfileListResponseSchema>;
