import { COMPETITION_CARD_TOP, type Competition, type CompetitionPlayerData } from '@casino/contracts';
import Medal from 'lucide-react/icons/medal';
import { Button } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { formatPoints } from '../format/points';
import { productWord } from '../format/product-words';
import { BoardRows } from './board-rows';
import { Figure } from './figure';

/**
 * The player's part: their place, points and rounds with the rows around theirs, and what they won once it is
 * over. A guest is asked to log in; a player not in it yet is told how to get in.
 */
export function YourPosition({
  competition,
  playerData,
}: {
  competition: Competition;
  playerData: CompetitionPlayerData | null;
}) {
  const { t, lang } = useTranslation();
  const { player, project } = useAppData().appMain;
  const body = (() => {
    if (player.isGuest || !playerData) {
      return (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">{t('competitions.position.guest')}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => openAuthModal('Login', project.brand.features)}
          >
            {t('competitions.position.login')}
          </Button>
        </div>
      );
    }
    if (playerData.position === null) {
      const word =
        playerData.isSubscribed || playerData.isAutoSubscription
          ? 'position.notScored'
          : 'position.notJoined';
      return <p className="text-sm text-muted">{t(productWord(competition.product, word))}</p>;
    }
    return (
      <>
        {/* On a phone the points (money, the widest figure) take a row of their own under the place and rounds. */}
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Figure
            label={t('competitions.position.place')}
            value={String(playerData.position)}
            testId="your-place"
          />
          <Figure
            label={t('competitions.position.points')}
            value={formatPoints(playerData.points, competition.tournamentMode, competition.currency, lang)}
            testId="your-points"
            className="order-last col-span-2 sm:order-none sm:col-span-1"
          />
          <Figure
            label={t(productWord(competition.product, 'position.rounds'))}
            value={String(playerData.roundsPlayed)}
            testId="your-rounds"
          />
        </div>
        {playerData.prize && playerData.prize.type !== 'none' ? (
          <p
            className="flex items-center gap-2 rounded-2xl bg-win/12 px-3 py-2.5 text-sm font-semibold text-fg"
            data-testid="your-prize"
          >
            <Medal className="size-4.5 shrink-0 text-win" aria-hidden="true" />
            {t('competitions.position.won', { prize: playerData.prize.title })}
          </p>
        ) : null}
        {/* Off the podium, the rows just above and below theirs show the player whom to catch and who is close. */}
        {playerData.position > COMPETITION_CARD_TOP && playerData.mainTableData.length > 1 ? (
          <BoardRows rows={playerData.mainTableData} competition={competition} testId="your-neighbours" />
        ) : null}
      </>
    );
  })();
  return (
    <section
      aria-labelledby="competition-position"
      className="grid gap-3 rounded-3xl bg-gradient-to-br from-accent/10 via-surface-1 to-surface-1 p-4 ring-1 ring-accent/25 sm:p-5"
      data-testid="competition-position"
    >
      <h2 id="competition-position" className="text-lg font-bold text-fg">
        {t('competitions.position.title')}
      </h2>
      {body}
    </section>
  );
}
