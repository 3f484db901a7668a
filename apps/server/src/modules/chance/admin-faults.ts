import type { ChancePrize } from '@casino/contracts';
import type { TermsFault } from '@casino/contracts/backoffice';
import { validationFailed } from '../../platform/http/app-error.ts';
import type { Rewards } from '../rewards/index.ts';

/** The games a feature's terms may name: the console asks the catalogue, which this module cannot read. */
export type UnknownGames = (slugs: readonly string[]) => Promise<string[]>;

/** A prize of a chance table and where it sits under the terms. */
export interface PlacedPrize {
  path: (string | number)[];
  prize: ChancePrize;
}

/**
 * The field errors of a chance feature's terms, keyed under `terms` as the console's form keys them: the contract's
 * rule set (the form's too), and what only the server knows: what each prize names exists (a bonus template, a
 * loot-box campaign) and each game is the catalogue's. The first message per field wins.
 */
export async function termsFaultFields(input: {
  faults: readonly TermsFault[];
  prizes?: readonly PlacedPrize[];
  rewards?: Pick<Rewards, 'prizeFault'>;
  games?: { slugs: readonly string[]; unknown: UnknownGames };
}): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [path, message] of input.faults) fields[['terms', ...path].join('.')] ??= message;
  for (const { path, prize } of input.prizes ?? []) {
    const fault = await input.rewards?.prizeFault(prize);
    if (fault) fields[['terms', ...path, fault[0]].join('.')] ??= fault[1];
  }
  if (input.games && input.games.slugs.length > 0) {
    const unknown = await input.games.unknown(input.games.slugs);
    if (unknown.length > 0) fields['terms.games'] ??= `not in the catalogue: ${unknown.join(', ')}`;
  }
  return fields;
}

/** Refuses with every field error at once (422), before anything is written. */
export function refuseFaults(fields: Record<string, string>): void {
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}
