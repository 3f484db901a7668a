import {
  type BirthdayBonusState,
  type BrandConfig,
  CURRENCIES,
  type Currency,
  DEFAULT_CURRENCY,
  type LudomanRequestStatus,
  type PlayerJackpotSevens,
  type PlayerMainData,
  type WelcomePackage,
} from '@casino/contracts';
import { registrationState } from '../registration/registration-state.ts';
import type { PlayerRow } from './players.schema.ts';

/**
 * What player main data takes from other modules: the cash desk's state, the favourite games' ids and whether a
 * self-exclusion is in force. Each part is provided by the module that owns it (see `PlayerStateSources`).
 */
export interface PlayerMainState {
  /** Completed deposits (the cash desk). */
  depositsCount: number;
  /** The player has an unexpired saved card, so deposits can be one click (the cash desk). */
  isTokenizeCash: boolean;
  favoriteGames: number[];
  ludomanRequestStatus: LudomanRequestStatus;
  /** The welcome package's steps the player has not done yet (bonuses); null when none is left. */
  welcomePackage: WelcomePackage | null;
  /** The birthday bonus the player may take now (bonuses), or null. */
  birthdayBonus: BirthdayBonusState | null;
  /** A sport bonus (a free bet) of the player's is active (bonuses). */
  hasActiveSportBettingBonus: boolean;
  /** The player's latest jackpot-sevens win (chance). */
  jackpotSevens: PlayerJackpotSevens;
}

/** The logged-in player's main data (spec section 3), built from their row and their state in other modules. */
export function playerMainData(player: PlayerRow, isMobile: boolean, state: PlayerMainState): PlayerMainData {
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
    favoriteGames: state.favoriteGames,
    currency,
    depositsCount: state.depositsCount,
    isTokenizeCash: state.isTokenizeCash,
    ludomanRequestStatus: state.ludomanRequestStatus,
    welcomePackage: state.welcomePackage,
    birthdayBonus: state.birthdayBonus,
    hasActiveSportBettingBonus: state.hasActiveSportBettingBonus,
    jackpotSevens: state.jackpotSevens,
    hasAutoPassword: player.hasAutoPassword,
    complete: player.registrationComplete,
    // One definition of the funnel, shared with the registration answers.
    registrationFunnel: registrationState(player).funnel,
    status: player.reviewStatus,
    statusConfirmed: player.reviewStatusConfirmed,
  };
}

/**
 * The brand's welcome package in one currency: what a guest is shown before registering. A player's own is what
 * the welcome chain's steps they have not done yet give (the bonuses module's part of their state).
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
