import {
  achievementsProfileParamsSchema,
  closePopupParamsSchema,
  closePopupResponseSchema,
  firebaseTokenRequestSchema,
  onBoardingRequestSchema,
  onBoardingResponseSchema,
  phoneChangeConfirmSchema,
  phoneChangeRequestSchema,
  profileDoneResponseSchema,
  profileResponseSchema,
  publicProfileByLoginParamsSchema,
  publicProfileListParamsSchema,
  publicProfileListQuerySchema,
  publicProfileListResponseSchema,
  publicProfileParamsSchema,
  publicProfileResponseSchema,
  siteVersionParamsSchema,
  siteVersionResponseSchema,
  updateProfileRequestSchema,
} from '../profile.ts';
import { codeSentResponseSchema } from '../registration.ts';
import { endpoint } from './endpoint.ts';

/** `GET /rest/player/close-popup/{id}`, which the spec writes without its trailing slash; both spellings answer. */
const closePopup = {
  method: 'GET',
  auth: 'player',
  summary: 'Marks a popup closed so it is not shown again; answers every popup the player has closed',
  input: { params: closePopupParamsSchema },
  reply: closePopupResponseSchema,
} as const;

/**
 * The player's own profile (spec section 3), its settings and preferences, then the public profiles anyone may
 * look at. The own-profile calls act on the session's player, never on an id in the path.
 */
export const PROFILE_ENDPOINTS = {
  profile: endpoint({
    method: 'GET',
    path: '/rest/player/getProfile/',
    auth: 'player',
    summary: "The player's own profile: personal data, contacts, currency and settings",
    input: {},
    reply: profileResponseSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: '/rest/player/update/',
    auth: 'player',
    summary: 'Changes any of the personal data, the currency before the first deposit, or profile visibility',
    input: { body: updateProfileRequestSchema },
    reply: profileResponseSchema,
  }),
  requestPhoneChange: endpoint({
    method: 'POST',
    path: '/rest/player/phone/change/',
    auth: 'player',
    summary: 'Sends a code to the new phone number the player wants',
    input: { body: phoneChangeRequestSchema },
    reply: codeSentResponseSchema,
  }),
  confirmPhoneChange: endpoint({
    method: 'POST',
    path: '/rest/player/phone/change/confirm/',
    auth: 'player',
    summary: "The new phone number with its code becomes the account's phone",
    input: { body: phoneChangeConfirmSchema },
    reply: profileResponseSchema,
  }),
  recordOnBoarding: endpoint({
    method: 'POST',
    path: '/rest/player/on-boarding/',
    auth: 'player',
    summary: 'Records the step the player reached in an onboarding scenario',
    input: { body: onBoardingRequestSchema },
    reply: onBoardingResponseSchema,
  }),
  closePopup: endpoint({ ...closePopup, path: '/rest/player/close-popup/:id' }),
  closePopupWithSlash: endpoint({ ...closePopup, path: '/rest/player/close-popup/:id/' }),
  changeSiteVersion: endpoint({
    method: 'POST',
    path: '/rest/player/site-version/change/:version/',
    auth: 'player',
    summary: 'Switches the player to the new or the old version of the site',
    input: { params: siteVersionParamsSchema },
    reply: siteVersionResponseSchema,
  }),
  registerFirebaseToken: endpoint({
    method: 'POST',
    path: '/rest/player/firebase-token/',
    auth: 'player',
    summary: "Registers the player's app install for push notifications",
    input: { body: firebaseTokenRequestSchema },
    reply: profileDoneResponseSchema,
  }),
  protectAccount: endpoint({
    method: 'POST',
    path: '/rest/player/account/protect/',
    auth: 'player',
    summary: '"It wasn\'t me": ends every session of the player, this one included',
    input: {},
    reply: profileDoneResponseSchema,
  }),
  publicProfile: endpoint({
    method: 'GET',
    path: '/rest/player/public-profile/:playerId/',
    auth: 'optional',
    summary: "A player's public profile by id, never their contacts",
    input: { params: publicProfileParamsSchema },
    reply: publicProfileResponseSchema,
  }),
  publicProfileByLogin: endpoint({
    method: 'GET',
    path: '/rest/player/public-profile/by-login/:login/',
    auth: 'optional',
    summary: "A player's public profile by base64 login, or the viewer's own by `my`",
    input: { params: publicProfileByLoginParamsSchema },
    reply: publicProfileResponseSchema,
  }),
  publicProfileList: endpoint({
    method: 'GET',
    path: '/rest/player/public-profile/:playerId/:type/',
    auth: 'optional',
    summary: "A page of a public profile's achievements or activities",
    input: { params: publicProfileListParamsSchema, query: publicProfileListQuerySchema },
    reply: publicProfileListResponseSchema,
  }),
  achievementsProfile: endpoint({
    method: 'GET',
    path: '/rest/player/achievements-profile/:id/',
    auth: 'optional',
    summary: "A page of a public profile's achievements",
    input: { params: achievementsProfileParamsSchema, query: publicProfileListQuerySchema },
    reply: publicProfileListResponseSchema,
  }),
};
