import { useBrand } from '../../lib/app-data';
import { useTranslation } from '../../lib/i18n';
import { SUPPORT_CHANNELS, SupportChannelIcon, supportHref } from '../icons/support-icons';

/** Support channels of the brand as cards: icon, channel name and what it opens. */
export function SupportLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { support } = useBrand();
  return (
    <ul className={`grid gap-2 ${className}`}>
      {SUPPORT_CHANNELS.map((channel) => (
        <li key={channel}>
          <a
            href={supportHref(channel, support)}
            target={channel === 'email' ? undefined : '_blank'}
            rel={channel === 'email' ? undefined : 'noopener noreferrer'}
            className="group flex items-center gap-3 rounded-2xl bg-surface-2 p-3 ring-1 ring-line transition-colors hover:bg-surface-3"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent-ink">
              <SupportChannelIcon channel={channel} className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-fg">{t(`support.${channel}`)}</span>
              <span className="block truncate text-xs text-muted">
                {channel === 'email' ? support.email : t(`support.${channel}Hint`)}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
