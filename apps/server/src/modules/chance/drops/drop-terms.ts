import type { Currency, DropStakeTerms, DropTerms } from '@casino/contracts';
import type { DropCampaignRow } from './drops.schema.ts';

/** A campaign's terms in the shape the console's form edits and sends back. */
export function dropTermsOf(row: DropCampaignRow): DropTerms {
  return {
    kind: row.kind,
    title: row.title,
    enabled: row.enabled,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    games: row.games,
    stakes: row.stakes,
    prizes: row.prizes,
    starsPerDrop: row.starsPerDrop,
    maxDrops: row.maxDrops,
  };
}

/** Each prize line's prizes left, in the order of the lines: its count less what has dropped of it. */
export function prizesLeft(row: Pick<DropCampaignRow, 'prizes' | 'dropped'>): number[] {
  return row.prizes.map((line) => Math.max(0, line.count - (row.dropped[String(line.id)] ?? 0)));
}

/** What is left to drop: a prize drop's prizes left, a star drop's cap less the drops made. */
export function dropsLeft(row: DropCampaignRow): number {
  if (row.kind === 'stars') return Math.max(0, row.maxDrops - row.drops);
  return prizesLeft(row).reduce((sum, left) => sum + left, 0);
}

/** Whether the campaign draws at `at`: switched on, inside its window, and not over (something left to drop). */
export function runningAt(row: DropCampaignRow, at: Date): boolean {
  return row.enabled && row.startsAt <= at && at < row.endsAt && dropsLeft(row) > 0;
}

/** The currency's terms of a stake, when a real-money stake of `real` in `game` takes part in the campaign. */
export function stakeTermsFor(
  row: DropCampaignRow,
  stake: { gameSlug: string; currency: Currency; real: number },
): DropStakeTerms | undefined {
  const terms = row.stakes[stake.currency];
  if (!terms || !row.games.includes(stake.gameSlug) || stake.real < terms.minStake) return undefined;
  return terms;
}
