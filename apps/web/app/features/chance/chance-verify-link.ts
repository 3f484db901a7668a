import { type ChanceDraw, type Language, localizePath } from '@casino/contracts';
import { MAIN_ROUTES } from '../../lib/route-table';

/**
 * The provably-fair page's chance form (`#chance-verify`), filled with a draw's seeds and nonce and, for a wheel's
 * spin or a chest's prize, the weights of the odds table it was drawn from; the server seed is filled in once the
 * player reveals it there.
 */
export function chanceVerifyHref(
  lang: Language,
  kind: 'dice' | 'wheel' | 'chest',
  draw: Pick<ChanceDraw, 'serverSeedHash' | 'clientSeed' | 'nonce'>,
  weights: readonly number[] = [],
): string {
  const query = new URLSearchParams({
    chance: kind,
    hash: draw.serverSeedHash,
    client: draw.clientSeed,
    nonce: String(draw.nonce),
    ...(weights.length > 0 ? { weights: weights.join(',') } : {}),
  });
  return `${localizePath(MAIN_ROUTES.provablyFair.path, lang)}?${query}#chance-verify`;
}
