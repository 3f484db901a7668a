import type { ProfileMain } from '@casino/contracts';
import { formatDate } from '@casino/i18n';
import { useTranslation } from '../../lib/i18n';
import { StatusBadge } from './ui/status-badge';
import { verificationTone } from './verification-status';

/** The page's heading: the player's initial, name, login and verification status. */
export function ProfileHeader({ main }: { main: ProfileMain }) {
  const { t } = useTranslation();
  const name = main.nickname ?? main.login;
  return (
    <header className="flex items-center gap-4 rounded-3xl bg-gradient-to-br from-accent/20 via-surface-1 to-surface-1 p-5 ring-1 ring-line sm:p-6 lg:p-8">
      <span
        aria-hidden="true"
        className="grid size-16 shrink-0 place-items-center rounded-full bg-accent text-2xl font-bold text-accent-fg uppercase ring-4 ring-accent/25 sm:size-20 sm:text-3xl"
      >
        {name.slice(0, 1)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wider text-muted uppercase">{t('profile.title')}</p>
        <h1
          className="truncate text-2xl font-bold tracking-tight text-fg sm:text-3xl"
          data-testid="profile-name"
        >
          {name}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
          {main.nickname ? (
            <>
              <span className="truncate">{main.login}</span>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          <span>
            {t('profile.publicProfile.memberSince')} {formatDate(new Date(main.createdAt))}
          </span>
          <StatusBadge tone={verificationTone(main.verificationStatus)}>
            {t(`profile.verification.${main.verificationStatus}`)}
          </StatusBadge>
        </div>
      </div>
    </header>
  );
}
