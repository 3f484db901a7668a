import { ExternalLink } from 'lucide-react';
import { SocialIcon } from '../../../components/icons/social-icons';
import { buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import type { NetworkCard as NetworkCardData } from './brand-networks';
import { NETWORK_TILES } from './network-tiles';

/** One of the brand's social pages: its mark, what players find there and a link that opens it. */
export function NetworkCard({ card }: { card: NetworkCardData }) {
  const { t } = useTranslation();
  const name = t(`pages.networks.${card.network}`);
  return (
    <article className="group flex h-full flex-col gap-4 rounded-2xl bg-surface-1 p-5 ring-1 ring-line transition hover:bg-surface-2 lg:p-6">
      <div className="flex items-center gap-4">
        <span
          className={`inline-flex size-14 shrink-0 items-center justify-center rounded-2xl shadow-lg ${NETWORK_TILES[card.network]}`}
        >
          <SocialIcon network={card.network} className="size-7" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-fg">{card.title ?? name}</h2>
          <p className="truncate text-sm text-muted">{card.url.replace(/^https?:\/\//, '')}</p>
        </div>
      </div>
      {card.text ? <p className="text-sm leading-relaxed text-muted">{card.text}</p> : null}
      <a
        href={card.url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('secondary', 'md', 'mt-auto w-full sm:w-auto sm:self-start')}
      >
        {t('pages.social.open')}
        <span className="sr-only">
          {' '}
          {name} ({t('pages.social.newTab')})
        </span>
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </article>
  );
}
