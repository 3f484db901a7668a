import ChevronRight from 'lucide-react/icons/chevron-right';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Link } from 'react-router';
import { useAppData } from '../../lib/app-data';
import { useTranslation } from '../../lib/i18n';
import { responsiblePath } from '../../lib/responsible-path';

/**
 * RTS 12: the way to the deposit limits from the home and deposit pages, a quiet link. With `offerFirst` (the
 * deposit view), a player who has not deposited yet is offered to set a limit first in a short card instead.
 * Nothing for guests.
 */
export function DepositLimitLink({
  offerFirst = false,
  onNavigate,
  className = '',
}: {
  offerFirst?: boolean;
  /** What the place showing it does when the player follows it (a modal closes). */
  onNavigate?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const { appMain, i18nLang } = useAppData();
  const { player } = appMain;
  if (player.isGuest) return null;
  const to = responsiblePath(i18nLang);

  if (offerFirst && player.depositsCount === 0) {
    return (
      <Link
        to={to}
        onClick={onNavigate}
        data-testid="deposit-limit-prompt"
        className={`group flex items-center gap-3 rounded-2xl bg-surface-2/60 p-3.5 ring-1 ring-line transition hover:bg-surface-2 ${className}`}
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent-ink">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="text-sm font-semibold text-fg">{t('responsible.prompt.title')}</span>
          <span className="text-xs leading-relaxed text-muted">{t('responsible.prompt.text')}</span>
        </span>
        <ChevronRight
          className="size-4.5 shrink-0 text-muted transition group-hover:translate-x-0.5 group-hover:text-accent-ink"
          aria-hidden="true"
        />
      </Link>
    );
  }
  return (
    <Link
      to={to}
      onClick={onNavigate}
      data-testid="deposit-limit-link"
      className={`inline-flex items-center gap-1.5 text-sm font-medium text-muted transition hover:text-accent-ink ${className}`}
    >
      <ShieldCheck className="size-4" aria-hidden="true" />
      {t('responsible.prompt.link')}
    </Link>
  );
}
