import {
  CURRENCIES,
  type Currency,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  type PlayerSettings,
  type Profile,
  type ProfileCashback,
  type PublicProfile,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '@casino/contracts';
import type { PlayerRow } from '../players/players.schema.ts';

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/** The settings a player has chosen; a public profile is shown unless they turned it off. */
export function settingsOf(player: PlayerRow): PlayerSettings {
  return { publicProfile: player.settings.publicProfile !== false };
}

/**
 * The player's own profile (spec section 3): contacts included, so only ever answered to its owner. `cashback`
 * is the player's current cashback, the bonuses module's (`ProfileCashbackSource`).
 */
export function profileOf(player: PlayerRow, cashback: ProfileCashback): Profile {
  const currency: Currency = oneOf(CURRENCIES, player.currency, DEFAULT_CURRENCY);
  return {
    main: {
      login: player.login,
      email: player.email,
      phone: player.phone,
      nickname: player.nickname,
      firstName: player.firstName,
      lastName: player.lastName,
      birthDate: player.birthDate,
      currency,
      countryId: player.countryId,
      language: oneOf<Language>(LANGUAGES, player.language, DEFAULT_LANGUAGE),
      emailConfirmed: player.emailConfirmed,
      phoneConfirmed: player.phoneConfirmed,
      registrationComplete: player.registrationComplete,
      verificationStatus: oneOf<VerificationStatus>(VERIFICATION_STATUSES, player.verificationStatus, 'none'),
      status: player.reviewStatus,
      statusConfirmed: player.reviewStatusConfirmed,
      createdAt: player.createdAt.toISOString(),
    },
    activeSocialAccounts: [],
    phone: { number: player.phone, confirmed: player.phoneConfirmed },
    currency,
    vipProgram: null,
    settings: settingsOf(player),
    playerStatus: null,
    cashback,
  };
}

/** What anyone may see of a player: the login, nickname and membership date, never a contact. */
export function publicProfileOf(player: PlayerRow, viewerId: number | undefined): PublicProfile {
  return {
    playerData: {
      isCurrentUser: player.id === viewerId,
      playerId: player.id,
      login: player.login,
      nickname: player.nickname,
      memberSince: player.createdAt.toISOString(),
      achievements: [],
    },
    publicData: { activities: [], suggestions: [], hasLastActions: false },
  };
}
