import { ACCOUNT_ENDPOINTS } from './accounts.ts';
import { APP_ENDPOINTS } from './app.ts';
import { BONUS_OFFER_ENDPOINTS } from './bonus-offers.ts';
import { BONUS_ENDPOINTS } from './bonuses.ts';
import { CAPTCHA_ENDPOINTS } from './captcha.ts';
import { CASH_DEPOSIT_ENDPOINTS } from './cash-deposits.ts';
import { CASH_WITHDRAWAL_ENDPOINTS } from './cash-withdrawals.ts';
import { CASHBACK_ENDPOINTS } from './cashback.ts';
import { CHANCE_ENDPOINTS } from './chance.ts';
import { CHEST_ENDPOINTS } from './chests.ts';
import { COMPETITION_ENDPOINTS, REWARD_ENDPOINTS } from './competitions.ts';
import { DOCUMENT_ENDPOINTS } from './documents.ts';
import { DROP_ENDPOINTS } from './drops.ts';
import type { AnyEndpoint } from './endpoint.ts';
import { FREE_SPIN_ENDPOINTS } from './free-spins.ts';
import { GAMES_ENDPOINTS } from './games.ts';
import { INSURANCE_ENDPOINTS } from './insurance.ts';
import { JACKPOT_SEVENS_ENDPOINTS } from './jackpot-sevens.ts';
import { JACKPOT_ENDPOINTS } from './jackpots.ts';
import { LOTTERY_ENDPOINTS } from './lottery.ts';
import { MONEY_BOX_ENDPOINTS, PIGGY_BANK_ENDPOINTS } from './money-box.ts';
import { NOTIFICATION_ENDPOINTS } from './notifications.ts';
import { PROFILE_ENDPOINTS } from './profile.ts';
import { PUSH_TOKEN_ENDPOINTS } from './push.ts';
import { RECURRING_BONUS_ENDPOINTS } from './recurring-bonuses.ts';
import { REGISTRATION_ENDPOINTS } from './registration.ts';
import { RESPONSIBLE_ENDPOINTS } from './responsible.ts';
import { SEAMLESS_WALLET_ENDPOINTS } from './seamless-wallet.ts';
import { SERVICE_ENDPOINTS } from './service.ts';
import { SPORT_BET_ENDPOINTS } from './sport-bets.ts';
import { SPORTS_ENDPOINTS } from './sports.ts';
import { STUDIO_ENDPOINTS } from './studio.ts';
import { WALLET_ENDPOINTS } from './wallet.ts';

export * from './accounts.ts';
export * from './app.ts';
export * from './bonus-offers.ts';
export * from './bonuses.ts';
export * from './captcha.ts';
export * from './cash-deposits.ts';
export * from './cash-withdrawals.ts';
export * from './cashback.ts';
export * from './chance.ts';
export * from './chests.ts';
export * from './competitions.ts';
export * from './documents.ts';
export * from './drops.ts';
export * from './endpoint.ts';
export * from './free-spins.ts';
export * from './games.ts';
export * from './insurance.ts';
export * from './jackpot-sevens.ts';
export * from './jackpots.ts';
export * from './lottery.ts';
export * from './money-box.ts';
export * from './notifications.ts';
export * from './profile.ts';
export * from './push.ts';
export * from './recurring-bonuses.ts';
export * from './registration.ts';
export * from './responsible.ts';
export * from './seamless-wallet.ts';
export * from './service.ts';
export * from './sport-bets.ts';
export * from './sports.ts';
export * from './studio.ts';
export * from './wallet.ts';

/** Every endpoint of the table, for the checks that the server serves each and serves nothing outside it. */
export const ENDPOINT_TABLES: Readonly<Record<string, Readonly<Record<string, AnyEndpoint>>>> = {
  accounts: ACCOUNT_ENDPOINTS,
  app: APP_ENDPOINTS,
  bonuses: BONUS_ENDPOINTS,
  bonusOffers: BONUS_OFFER_ENDPOINTS,
  captcha: CAPTCHA_ENDPOINTS,
  cashback: CASHBACK_ENDPOINTS,
  cashDeposits: CASH_DEPOSIT_ENDPOINTS,
  cashWithdrawals: CASH_WITHDRAWAL_ENDPOINTS,
  chance: CHANCE_ENDPOINTS,
  chests: CHEST_ENDPOINTS,
  competitions: COMPETITION_ENDPOINTS,
  documents: DOCUMENT_ENDPOINTS,
  drops: DROP_ENDPOINTS,
  freeSpins: FREE_SPIN_ENDPOINTS,
  games: GAMES_ENDPOINTS,
  insurance: INSURANCE_ENDPOINTS,
  jackpots: JACKPOT_ENDPOINTS,
  jackpotSevens: JACKPOT_SEVENS_ENDPOINTS,
  lottery: LOTTERY_ENDPOINTS,
  moneyBox: MONEY_BOX_ENDPOINTS,
  piggyBank: PIGGY_BANK_ENDPOINTS,
  notifications: NOTIFICATION_ENDPOINTS,
  profile: PROFILE_ENDPOINTS,
  pushTokens: PUSH_TOKEN_ENDPOINTS,
  recurringBonuses: RECURRING_BONUS_ENDPOINTS,
  registration: REGISTRATION_ENDPOINTS,
  responsible: RESPONSIBLE_ENDPOINTS,
  rewards: REWARD_ENDPOINTS,
  seamlessWallet: SEAMLESS_WALLET_ENDPOINTS,
  service: SERVICE_ENDPOINTS,
  sportBets: SPORT_BET_ENDPOINTS,
  sports: SPORTS_ENDPOINTS,
  studio: STUDIO_ENDPOINTS,
  wallet: WALLET_ENDPOINTS,
};
