import type { Prize } from '@casino/contracts';
import type { CompetitionTerms } from '@casino/contracts/backoffice';
import { validationFailed } from '../../../platform/http/app-error.ts';
import type { Bonuses } from '../../bonuses/index.ts';
import type { Games } from '../../games/index.ts';

export interface CompetitionReferencesDeps {
  bonuses: Pick<Bonuses, 'templateTitle'>;
  /** Every game of the catalogue, enabled or not, with its provider. */
  catalogue: Pick<Games['catalogueAdmin'], 'list'>;
}

/** The most game slugs a message names before it says how many more there are. */
const NAMED = 5;

function listed(slugs: readonly string[]): string {
  const more = slugs.length > NAMED ? ` and ${slugs.length - NAMED} more` : '';
  return `${slugs.slice(0, NAMED).join(', ')}${more}`;
}

/** Every prize the terms give, with its field's path. */
function prizesOf(terms: CompetitionTerms): [path: string, prize: Prize][] {
  const tables = ['prizes', 'stagePrizes', 'stageLotteryTicketPrizes', 'additionalPrizes'] as const;
  const prizes = tables.flatMap((table) =>
    terms[table].map((range, index): [string, Prize] => [`${table}.${index}.prize`, range.prize]),
  );
  return terms.jackpot ? [...prizes, ['jackpot.prize', terms.jackpot.prize]] : prizes;
}

/**
 * A competition whose first stage has closed keeps its stages and dates: the closed stages' places were counted
 * over their windows. Null: the change may be written.
 */
export function stageChangeFault(
  before: { stagesClosed: number; stages: number; startsAt: Date; endsAt: Date },
  terms: CompetitionTerms,
): Record<string, string> | null {
  if (before.stagesClosed === 0) return null;
  const same =
    terms.stages === before.stages &&
    Date.parse(terms.startsAt) === before.startsAt.getTime() &&
    Date.parse(terms.endsAt) === before.endsAt.getTime();
  return same ? null : { 'terms.stages': 'a stage has closed: the stages and the dates stay as they are' };
}

/**
 * What only the server can check of a competition's terms, as field errors under `terms` (the contract checks the
 * rest): the bonus templates its prizes offer exist, its provider and games are the catalogue's (a promo
 * tournament's games its provider's), and it has not ended already.
 */
export async function checkCompetitionReferences(
  deps: CompetitionReferencesDeps,
  terms: CompetitionTerms,
  now: Date,
): Promise<void> {
  const fields: Record<string, string> = {};
  if (Date.parse(terms.endsAt) <= now.getTime()) {
    fields['terms.endsAt'] = 'must be in the future: a competition past its end is closed';
  }
  for (const [path, prize] of prizesOf(terms)) {
    if (prize.type !== 'bonus_fs' && prize.type !== 'bonus_deposit') continue;
    if ((await deps.bonuses.templateTitle(prize.templateSlug)) === undefined) {
      fields[`terms.${path}.templateSlug`] = `no bonus template ${prize.templateSlug}`;
    }
  }
  if (terms.provider !== null || terms.gameSlugs.length > 0) {
    const { games, providers } = await deps.catalogue.list();
    if (terms.provider !== null && !providers.some((provider) => provider.slug === terms.provider)) {
      fields['terms.provider'] = `no provider ${terms.provider} in the catalogue`;
    }
    const providerOf = new Map(games.map((game) => [game.slug, game.provider.slug]));
    const unknown = terms.gameSlugs.filter((slug) => !providerOf.has(slug));
    const foreign = terms.gameSlugs.filter((slug) => {
      const provider = providerOf.get(slug);
      return terms.provider !== null && provider !== undefined && provider !== terms.provider;
    });
    if (unknown.length > 0) fields['terms.gameSlugs'] = `not in the catalogue: ${listed(unknown)}`;
    else if (foreign.length > 0) {
      fields['terms.gameSlugs'] = `not games of ${terms.provider}: ${listed(foreign)}`;
    }
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}
