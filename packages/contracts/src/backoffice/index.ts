import { OPERATOR_ADJUSTMENT_ENDPOINTS } from './adjustments.ts';
import { OPERATOR_BONUS_TEMPLATE_ENDPOINTS } from './bonus-templates.ts';
import { OPERATOR_CHEST_CAMPAIGN_ENDPOINTS } from './chests.ts';
import { OPERATOR_COMPETITION_ENDPOINTS } from './competitions.ts';
import { OPERATOR_CONTENT_ENDPOINTS } from './content.ts';
import { OPERATOR_DEPOSIT_ENDPOINTS } from './deposits.ts';
import { OPERATOR_DICE_ENDPOINTS } from './dice.ts';
import { OPERATOR_DROP_ENDPOINTS } from './drops.ts';
import { OPERATOR_GAME_TAXONOMY_ENDPOINTS } from './game-taxonomy.ts';
import { OPERATOR_GAME_ENDPOINTS } from './games.ts';
import { OPERATOR_JACKPOT_SEVENS_ENDPOINTS } from './jackpot-sevens.ts';
import { OPERATOR_JACKPOT_ENDPOINTS } from './jackpots.ts';
import { OPERATOR_KYC_ENDPOINTS } from './kyc.ts';
import { OPERATOR_LOOT_BOX_ENDPOINTS } from './loot-boxes.ts';
import { OPERATOR_LOTTERY_ENDPOINTS } from './lottery.ts';
import type { AnyOperatorEndpoint } from './operator-endpoint.ts';
import { OPERATOR_ACCOUNT_ENDPOINTS } from './operators.ts';
import { OPERATOR_PIGGY_BANK_ENDPOINTS } from './piggy-bank.ts';
import { OPERATOR_PLAYER_ACTIVITY_ENDPOINTS } from './player-activity.ts';
import { OPERATOR_PLAYER_ENDPOINTS } from './players.ts';
import { OPERATOR_RECONCILIATION_ENDPOINTS } from './reconciliation.ts';
import { OPERATOR_REPORT_ENDPOINTS } from './reports.ts';
import { OPERATOR_SESSION_ENDPOINTS } from './session.ts';
import { OPERATOR_SPORTSBOOK_ENDPOINTS } from './sportsbook.ts';
import { OPERATOR_WHEEL_ENDPOINTS } from './wheel.ts';
import { OPERATOR_WITHDRAWAL_ENDPOINTS } from './withdrawals.ts';

export * from './adjustments.ts';
export * from './bonus-templates.ts';
export * from './chests.ts';
export * from './competitions.ts';
export * from './content.ts';
export * from './deposits.ts';
export * from './dice.ts';
export * from './dice-rules.ts';
export * from './drops.ts';
export * from './game-taxonomy.ts';
export * from './games.ts';
export * from './jackpot-sevens.ts';
export * from './jackpots.ts';
export * from './kyc.ts';
export * from './loot-boxes.ts';
export * from './lottery.ts';
export * from './operator-endpoint.ts';
export * from './operator-roles.ts';
export * from './operators.ts';
export * from './piggy-bank.ts';
export * from './player-activity.ts';
export * from './players.ts';
export * from './reconciliation.ts';
export * from './reports.ts';
export * from './session.ts';
export * from './sportsbook.ts';
export * from './terms-faults.ts';
export * from './wheel.ts';
export * from './withdrawals.ts';

/** Every console call, by table: the permission test walks them all. */
export const OPERATOR_ENDPOINT_TABLES: Record<string, Record<string, AnyOperatorEndpoint>> = {
  session: OPERATOR_SESSION_ENDPOINTS,
  operators: OPERATOR_ACCOUNT_ENDPOINTS,
  players: OPERATOR_PLAYER_ENDPOINTS,
  playerActivity: OPERATOR_PLAYER_ACTIVITY_ENDPOINTS,
  kyc: OPERATOR_KYC_ENDPOINTS,
  withdrawals: OPERATOR_WITHDRAWAL_ENDPOINTS,
  deposits: OPERATOR_DEPOSIT_ENDPOINTS,
  adjustments: OPERATOR_ADJUSTMENT_ENDPOINTS,
  reconciliation: OPERATOR_RECONCILIATION_ENDPOINTS,
  reports: OPERATOR_REPORT_ENDPOINTS,
  games: OPERATOR_GAME_ENDPOINTS,
  gameTaxonomy: OPERATOR_GAME_TAXONOMY_ENDPOINTS,
  bonusTemplates: OPERATOR_BONUS_TEMPLATE_ENDPOINTS,
  competitions: OPERATOR_COMPETITION_ENDPOINTS,
  dice: OPERATOR_DICE_ENDPOINTS,
  lotteries: OPERATOR_LOTTERY_ENDPOINTS,
  drops: OPERATOR_DROP_ENDPOINTS,
  wheels: OPERATOR_WHEEL_ENDPOINTS,
  chestCampaigns: OPERATOR_CHEST_CAMPAIGN_ENDPOINTS,
  piggyBanks: OPERATOR_PIGGY_BANK_ENDPOINTS,
  jackpots: OPERATOR_JACKPOT_ENDPOINTS,
  jackpotSevens: OPERATOR_JACKPOT_SEVENS_ENDPOINTS,
  lootBoxes: OPERATOR_LOOT_BOX_ENDPOINTS,
  content: OPERATOR_CONTENT_ENDPOINTS,
  sportsbook: OPERATOR_SPORTSBOOK_ENDPOINTS,
};
