import type { ChestCampaignKind, ChestEarnSource, ChestOpenPeriod } from '@casino/contracts';

/** The console's words for each campaign kind, and how it plays (said beside its name). */
export const KIND_LABELS: Record<ChestCampaignKind, { label: string; hint: string }> = {
  chests: { label: 'Chests', hint: 'Earned by progress, opened a limited number of times a period' },
  'loot-box': { label: 'Loot box', hint: 'Granted to a player and opened once' },
};

export const EARN_LABELS: Record<ChestEarnSource, string> = {
  stakes: 'Real-money stakes',
  deposits: 'Deposits',
};

export const PERIOD_LABELS: Record<ChestOpenPeriod, string> = {
  day: 'A Kyiv day',
  week: 'A Kyiv week from Monday',
};
