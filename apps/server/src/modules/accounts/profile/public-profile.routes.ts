import {
  type PROFILE_ENDPOINTS,
  PUBLIC_PROFILE_LIST_TYPES,
  type PublicProfileListType,
} from '@casino/contracts';
import type { EndpointHandlers } from '../../../platform/http/endpoints.ts';
import type { AccountServices } from '../create-account-services.ts';
import { profileErrors } from './profile.errors.ts';

type PublicProfileEndpoints = Pick<
  typeof PROFILE_ENDPOINTS,
  'publicProfile' | 'publicProfileByLogin' | 'publicProfileList' | 'achievementsProfile'
>;

function isListType(type: string): type is PublicProfileListType {
  return (PUBLIC_PROFILE_LIST_TYPES as readonly string[]).includes(type);
}

/**
 * `GET /rest/player/public-profile/...` and `/rest/player/achievements-profile/{id}/`: guests may look too, and a
 * signed-in viewer is told which profile is their own.
 */
export function publicProfileHandlers(accounts: AccountServices): EndpointHandlers<PublicProfileEndpoints> {
  const profiles = accounts.publicProfiles;
  return {
    publicProfile: async ({ playerId: viewerId, params }) => ({
      success: true,
      ...(await profiles.byId(params.playerId, viewerId)),
    }),
    publicProfileByLogin: async ({ playerId: viewerId, params }) => ({
      success: true,
      ...(await profiles.byEncodedLogin(params.login, viewerId)),
    }),
    publicProfileList: async ({ playerId: viewerId, params }) => {
      if (!isListType(params.type)) throw profileErrors.profileNotFound();
      return { success: true, ...(await profiles.list(params.playerId, viewerId)) };
    },
    achievementsProfile: async ({ playerId: viewerId, params }) => ({
      success: true,
      ...(await profiles.list(params.id, viewerId)),
    }),
  };
}
