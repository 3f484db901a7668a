import { GameHistory } from '../features/games/history/game-history';
import { ProfilePage } from '../features/profile/profile-page';
import { ResponsibleGaming } from '../features/responsible/section/responsible-gaming';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import { privatePageMeta } from '../lib/page-meta';
import type { Route } from './+types/profile';

/**
 * The profile page is a noLoadData route: it has no CMS content, and the player's data is loaded in the browser
 * (the server-rendered page shows skeletons, or the login prompt to a guest).
 */
export const loader = () => null;
export const clientLoader = () => null;
/** The title's messages, loaded before the page hydrates. */
export const handle: I18nHandle = { i18n: ['profile'] };
export const meta = (args: Route.MetaArgs) => privatePageMeta(args.matches, 'profile.title');

const PROFILE_PARTS = { responsibleGaming: <ResponsibleGaming />, gameHistory: <GameHistory /> };

export default function ProfilePageRoute() {
  return <ProfilePage parts={PROFILE_PARTS} />;
}
