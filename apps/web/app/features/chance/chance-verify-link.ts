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

/** The verify page's lottery form (`#lottery-verify`) for a drawn draw, with the seed hash it published. */
export function lotteryDrawVerifyHref(lang: Language, drawId: number, serverSeedHash: string): string {
  const query = new URLSearchParams({ lotteryDraw: String(drawId), lotteryHash: serverSeedHash });
  return `${localizePath(MAIN_ROUTES.provablyFair.path, lang)}?${query}#lottery-verify`;
}

/**
 * The chance form filled with one of the signed-in player's own draws by its id (a jackpot win's, a drop's): the
 * page reads the draw, its odds table and, once revealed, its server seed.
 */
export function chanceDrawVerifyHref(lang: Language, drawId: number): string {
  return `${localizePath(MAIN_ROUTES.provablyFair.path, lang)}?draw=${drawId}#chance-verify`;
}
