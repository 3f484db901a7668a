import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ArtDrawing } from '../features/games/art/art-drawing';
import type { Route } from './+types/game-art-image';

const ART_FILE = /^([a-z0-9][a-z0-9_-]{0,99})\.svg$/;

/** `/art/<art key>.svg`: a game's artwork as an SVG image, the same drawing for every brand, theme and language. */
export function loader({ params }: Route.LoaderArgs) {
  const art = ART_FILE.exec(params.file)?.[1];
  if (!art) throw new Response('Not Found', { status: 404 });
  return new Response(renderToStaticMarkup(createElement(ArtDrawing, { art })), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      // A drawing changes only with a release; a day's caching spares the lobby's repeat visits.
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
