import {
  type BrandConfig,
  type BrandId,
  brandConfig,
  CURRENCIES,
  type Currency,
  DEFAULT_CURRENCY,
  type PlayerMainData,
  type WelcomePackage,
} from '@casino/contracts';
import type { PlayerCashState } from '../cash/cash-desk.service.ts';
import type { PlayerRow } from '../players/players.schema.ts';
import { registrationState } from '../registration/registration-state.ts';

/**
 * The logged-in player's main data (spec section 3), built from their row and their cash desk state. Games are
 * not part of the platform yet, so favourites are empty.
 */
export function playerMainData(player: PlayerRow, isMobile: boolean, cash: PlayerCashState): PlayerMainData {
  const currency = CURRENCIES.find((code: Currency) => code === player.currency) ?? DEFAULT_CURRENCY;
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
    currency,
    depositsCount: cash.depositsCount,
    isTokenizeCash: cash.isTokenizeCash,
    welcomePackage: welcomePackageOf(brandConfig(player.brand as BrandId), currency),
    hasAutoPassword: player.hasAutoPassword,
    complete: player.registrationComplete,
    // One definition of the funnel, shared with the registration answers.
    registrationFunnel: registrationState(player).funnel,
  };
}

/**
 * The brand's welcome package in one currency. Bonuses do not exist yet, so every player is offered it; the
 * bonuses capability will withdraw it once it has been taken.
 */
export function welcomePackageOf(brand: BrandConfig, currency: Currency): WelcomePackage {
  const offer = brand.welcomePackage;
  return { fsAmount: offer.fsAmount, moneyAmount: offer.moneyAmount[currency], currency };
}

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad/i;

/** Whether a User-Agent is a phone or tablet browser (the `isMobile` of player main data). */
export function isMobileAgent(userAgent: unknown): boolean {
  return MOBILE_AGENT.test(String(userAgent ?? ''));
}
