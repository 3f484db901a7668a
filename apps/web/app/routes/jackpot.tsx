import { DropsPanel } from '../features/chance/drops/drops-panel';
import { JackpotPage } from '../features/chance/jackpots/jackpot-page';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import { privatePageMeta } from '../lib/page-meta';
import type { Route } from './+types/jackpot';

/**
 * The jackpots' page (spec section 2: `jackpot`, in the main area): a noLoadData route, the pools load in the
 * browser and stay live from the pushes.
 */
export const loader = () => null;
export const clientLoader = () => null;
export const handle: I18nHandle = { i18n: ['chance'] };
export const meta = (args: Route.MetaArgs) => privatePageMeta(args.matches, 'chance.jackpots.title');

export default function JackpotRoute() {
  return (
    <>
      <JackpotPage />
      <DropsPanel />
    </>
  );
}
