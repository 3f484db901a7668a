import { ArtBusy, artImage } from '../features/games/art/art-image.server';
import { ART_WIDTHS } from '../features/games/art/game-art';
import type { Route } from './+types/game-art-image';

const ART_FILE = /^([a-z0-9][a-z0-9_-]{0,99})\.webp$/;

/** `/art/<width>/<art key>.webp`: a game's artwork as a WebP image, the same for every brand, theme and language. */
export async function loader({ params }: Route.LoaderArgs) {
  const art = ART_FILE.exec(params.file)?.[1];
  const width = ART_WIDTHS.find((one) => String(one) === params.width);
  if (!art || !width) throw new Response('Not Found', { status: 404 });
  try {
    return new Response(new Uint8Array(await artImage(art, width)), {
      headers: {
        'content-type': 'image/webp',
        // A drawing changes only with a release; a day's caching spares the lobby's repeat visits.
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    if (!(error instanceof ArtBusy)) throw error;
    throw new Response('Busy', { status: 503, headers: { 'retry-after': '1' } });
  }
}
