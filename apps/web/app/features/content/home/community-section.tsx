import type { HomeSection } from '@casino/contracts';
import { SocialIcon } from '../../../components/icons/social-icons';
import { useBrand } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { ContentIcon } from '../shared/content-icon';
import { NETWORK_TILES } from '../social/network-tiles';
import { SectionCta } from './section-cta';

/** The brand's community: why to follow it, its networks and the way to the social networks page. */
export function CommunitySection({ section }: { section: HomeSection }) {
  const { t } = useTranslation();
  const { social } = useBrand();
  return (
    <section
      aria-labelledby={`home-${section.id}`}
      className="grid gap-6 rounded-3xl bg-surface-1 p-6 ring-1 ring-line lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:gap-10 lg:p-10"
    >
      <div className="flex flex-col items-start gap-4">
        <h2 id={`home-${section.id}`} className="text-2xl font-extrabold tracking-tight text-fg lg:text-3xl">
          {section.title}
        </h2>
        {section.text ? <p className="leading-relaxed text-muted">{section.text}</p> : null}
        {social.length > 0 ? (
          <ul aria-label={t('pages.home.followUs')} className="flex flex-wrap gap-2.5">
            {social.map(({ network, url }) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`inline-flex size-11 items-center justify-center rounded-xl transition hover:-translate-y-0.5 hover:brightness-110 ${NETWORK_TILES[network]}`}
                >
                  <SocialIcon network={network} className="size-5" />
                  <span className="sr-only">
                    {t(`pages.networks.${network}`)} ({t('pages.social.newTab')})
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <SectionCta cta={section.cta} />
      </div>
      <ul className="flex flex-col gap-3">
        {section.items.map((item) => (
          <li
            key={item.title}
            className="flex items-start gap-4 rounded-2xl bg-surface-2 p-4 ring-1 ring-line"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-win/12 text-win ring-1 ring-win/25">
              <ContentIcon name={item.icon} className="size-5" />
            </span>
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold text-fg">{item.title}</span>
              <span className="text-sm leading-relaxed text-muted">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
