import type { Competition, CompetitionState } from '@casino/contracts';
import CircleCheck from 'lucide-react/icons/circle-check';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { errorCodeOf } from '../../../lib/api-client';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { toast } from '../../../lib/toasts/toast-store';
import { useJoinCompetition } from '../api/join-competition';

/** Refusals of joining with words of their own; anything else reads as the general one. */
const REFUSALS = new Set([
  'competition_already_joined',
  'competition_closed',
  'competition_not_found',
  'competition_not_open_to_player',
  'self_excluded',
]);

function Taking({ text }: { text: string }) {
  return (
    <span
      className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-emerald-400/12 px-3 text-sm font-semibold text-emerald-300 light:text-emerald-700"
      data-testid="competition-joined"
    >
      <CircleCheck className="size-4" aria-hidden="true" />
      {text}
    </span>
  );
}

/** Joining a competition, with a refusal told in a toast. */
export function useJoinWithNotice() {
  const { t } = useTranslation();
  const join = useJoinCompetition();
  const start = (id: number) =>
    join.mutate(id, {
      onError: (error) => {
        const code = errorCodeOf(error);
        toast({ title: t(`competitions.errors.${REFUSALS.has(code) ? code : 'unknown'}`), tone: 'error' });
      },
    });
  return { start, pending: join.isPending, joined: join.isSuccess };
}

/**
 * Taking part: a guest is asked to log in (whose modal leads on to registration); a player joins a running or soon
 * competition with one press, or is told they take part (joined, or counted in by the competition itself). Nothing
 * for a closed one. `subscribed` undefined: not known yet, so nothing is offered.
 */
export function JoinAction({
  competition,
  state,
  subscribed,
  size = 'sm',
}: {
  competition: Pick<Competition, 'id' | 'isAutoSubscription'>;
  state: CompetitionState;
  subscribed: boolean | undefined;
  size?: ButtonSize;
}) {
  const { t } = useTranslation();
  const { player, project } = useAppData().appMain;
  const join = useJoinWithNotice();
  if (state === 'closed') return null;
  if (player.isGuest) {
    return (
      <Button
        size={size}
        onClick={() => openAuthModal('Login', project.brand.features)}
        data-testid="competition-join"
      >
        {t('competitions.join.guest')}
      </Button>
    );
  }
  if (subscribed === undefined) return null;
  if (subscribed || join.joined) return <Taking text={t('competitions.join.joined')} />;
  if (competition.isAutoSubscription) return <Taking text={t('competitions.join.auto')} />;
  return (
    <Button
      size={size}
      onClick={() => join.start(competition.id)}
      disabled={join.pending}
      aria-busy={join.pending || undefined}
      data-testid="competition-join"
    >
      {join.pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
      {t('competitions.join.join')}
    </Button>
  );
}
