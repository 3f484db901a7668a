import { LotteryDrawVerify } from '../features/chance/lottery/lottery-draw-verify';
import { provablyFairMeta } from '../features/provably-fair/provably-fair-meta';
import { ProvablyFairPage } from '../features/provably-fair/provably-fair-page';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import type { Route } from './+types/provably-fair';

/**
 * `/provably-fair/`: how the studio's games are provably fair, and a form that checks any round in the browser
 * with the same maths (`?round=` fills it from the round), a chance draw (`?draw=`) or a lottery draw
 * (`?lotteryDraw=`). A noLoadData route: its texts are in the catalogue.
 */
export const loader = () => null;
export const clientLoader = () => null;
/** The title's messages, loaded before the page hydrates. */
export const handle: I18nHandle = { i18n: ['studio', 'chance'] };
export const meta = (args: Route.MetaArgs) => provablyFairMeta(args.matches);

export default function ProvablyFairRoute() {
  return (
    <ProvablyFairPage>
      <LotteryDrawVerify />
    </ProvablyFairPage>
  );
}
