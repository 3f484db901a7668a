import type { ReactNode } from 'react';
import { StatusModal } from '../../../components/modals/status-modal';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import type { ModalParams } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { useCompetition } from '../api/competition';
import { competitionPagePath } from '../competitions-path';
import { formatPoints } from '../format/points';
import { readOverParams } from './over-params';

/**
 * The end of a competition the player took part in: their place, points and prize, with the way to its results.
 * Points are read in the competition's mode and currency, which its page's data gives.
 */
export function CompetitionOver({
  params,
  testId,
  icon,
  title,
  results,
}: {
  params: ModalParams;
  testId: string;
  icon: ReactNode;
  title: string;
  /** Where its results are (a race's page, the promo tournaments' results). */
  results: string | null;
}) {
  const { t, lang } = useTranslation();
  const over = readOverParams(params);
  const view = useCompetition(over.slug).data;
  const competition = view?.competition;
  const points =
    competition && over.points !== null
      ? formatPoints(over.points, competition.tournamentMode, competition.currency, lang)
      : null;
  const href = results ?? (competition ? competitionPagePath(competition, lang) : null);
  return (
    <StatusModal
      testId={testId}
      tone="accent"
      icon={icon}
      title={title}
      actions={
        <>
          {href ? (
            <ButtonLink to={href} size="lg" onClick={closeModal} data-testid="competition-over-results">
              {t('competitions.over.results')}
            </ButtonLink>
          ) : null}
          <Button variant="ghost" size="lg" onClick={closeModal}>
            {t('competitions.over.close')}
          </Button>
        </>
      }
    >
      <p className="font-semibold text-fg">{competition?.title ?? over.title}</p>
      {over.position !== null ? (
        <p className="mt-3 text-3xl font-extrabold text-fg tabular-nums" data-testid="competition-over-place">
          {t('competitions.over.place', { place: over.position })}
        </p>
      ) : null}
      {points ? <p className="mt-1">{t('competitions.over.points', { points })}</p> : null}
      <p
        className={`mt-3 rounded-2xl px-3 py-2.5 ${over.prize ? 'bg-win/12 font-semibold text-fg' : 'bg-surface-2'}`}
        data-testid="competition-over-prize"
      >
        {over.prize ? t('competitions.over.prize', { prize: over.prize }) : t('competitions.over.noPrize')}
      </p>
    </StatusModal>
  );
}
