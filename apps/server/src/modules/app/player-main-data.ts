import { CURRENCIES, type Currency, DEFAULT_CURRENCY, type PlayerMainData } from '@casino/contracts';
import type { PlayerRow } from '../players/players.schema.ts';
import { registrationState } from '../registration/registration-state.ts';

/**
 * The logged-in player's main data (spec section 3), built from their row alone. Games, deposits and bonuses
 * are not part of the platform yet, so favourites are empty and no deposit has been made.
 */
export function playerMainData(player: PlayerRow, isMobile: boolean): PlayerMainData {
  return {
    isGuest: false,
    isMobile,
    login: player.login,
    email: player.email,
    phone: player.phone,
    primaryContact: player.primaryContact,
    nickname: player.nickname,
    confirmed: player.phoneConfirmed,
    emailConfirmed: player.emailConfirmed,
    favoriteGames: [],
    currency: CURRENCIES.find((code: Currency) => code === player.currency) ?? DEFAULT_CURRENCY,
    depositsCount: 0,
    hasAutoPassword: player.hasAutoPassword,
    complete: player.registrationComplete,
    // One definition of the funnel, shared with the registration answers.
    registrationFunnel: registrationState(player).funnel,
  };
}

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad/i;

/** Whether a User-Agent is a phone or tablet browser (the `isMobile` of player main data). */
export function isMobileAgent(userAgent: unknown): boolean {
  return MOBILE_AGENT.test(String(userAgent ?? ''));
}
