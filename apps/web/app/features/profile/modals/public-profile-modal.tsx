import type { PublicProfile } from '@casino/contracts';
import { formatDate } from '@casino/i18n';
import Trophy from 'lucide-react/icons/trophy';
import UserX from 'lucide-react/icons/user-x';
import { Dialog } from 'radix-ui';
import { ModalHeader } from '../../../components/modals/modal-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { usePublicProfile } from '../api/public-profile';
import { StatusBadge } from '../ui/status-badge';

/**
 * A player's public profile (PublicProfile, and PublicProfilePopup on the brands that want the popup): public
 * fields only, never contacts. `login` is the base64 login from the deep link, or `my`.
 */
export default function PublicProfileModal({ params }: ModalBodyProps) {
  const { t } = useTranslation();
  const query = usePublicProfile(params.login ?? '');
  return (
    <div data-testid="public-profile-modal" className="flex flex-1 flex-col">
      {query.data ? (
        <ProfileCard profile={query.data} />
      ) : query.isError ? (
        <div className="grid flex-1 content-center justify-items-center gap-4 px-6 py-10 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-surface-2 text-muted">
            <UserX className="size-8" aria-hidden="true" />
          </span>
          <Dialog.Title className="text-xl font-bold text-fg">
            {t('profile.publicProfile.title')}
          </Dialog.Title>
          <p className="text-sm text-muted" data-testid="public-profile-unavailable">
            {t('profile.publicProfile.unavailable')}
          </p>
        </div>
      ) : (
        <>
          <ModalHeader title={t('profile.publicProfile.title')} />
          <div className="grid gap-4 px-5 pb-6 lg:px-6" aria-busy="true">
            <div className="flex items-center gap-4">
              <Skeleton className="size-16 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
            <Skeleton className="h-24" />
          </div>
        </>
      )}
    </div>
  );
}

function ProfileCard({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const { playerData } = profile;
  const name = playerData.nickname ?? playerData.login;
  return (
    <>
      <ModalHeader title={t('profile.publicProfile.title')} />
      <div className="grid gap-6 px-5 pb-6 lg:px-6">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-full bg-accent text-2xl font-bold text-accent-fg uppercase ring-4 ring-accent/25"
          >
            {name.slice(0, 1)}
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <p className="truncate text-lg font-bold text-fg" data-testid="public-profile-name">
                {name}
              </p>
              {playerData.isCurrentUser ? (
                <StatusBadge tone="neutral">{t('profile.publicProfile.itsYou')}</StatusBadge>
              ) : null}
            </div>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
              {playerData.nickname ? (
                <>
                  <dt className="text-muted">{t('profile.publicProfile.login')}:</dt>
                  <dd className="truncate text-fg">{playerData.login}</dd>
                </>
              ) : null}
              <dt className="text-muted">{t('profile.publicProfile.memberSince')}:</dt>
              <dd className="text-fg">{formatDate(new Date(playerData.memberSince))}</dd>
            </dl>
          </div>
        </div>
        <section aria-labelledby="public-profile-achievements" className="grid gap-3">
          <h3 id="public-profile-achievements" className="text-sm font-bold tracking-wide text-fg">
            {t('profile.publicProfile.achievements')}
          </h3>
          {/* Achievements do not exist yet: the list is always empty until they do. */}
          <div
            data-testid="public-profile-achievements-empty"
            className="grid justify-items-center gap-2 rounded-2xl px-4 py-8 text-center ring-1 ring-line ring-dashed"
          >
            <Trophy className="size-8 text-muted" aria-hidden="true" />
            <p className="text-sm text-muted">{t('profile.publicProfile.achievementsEmpty')}</p>
          </div>
        </section>
      </div>
    </>
  );
}
