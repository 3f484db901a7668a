import { useBrand } from '../../lib/app-data';
import { useTranslation } from '../../lib/i18n';
import { SocialIcon } from '../icons/social-icons';

/** The brand's social network profiles as round icon links. */
export function SocialLinks() {
  const { t } = useTranslation();
  const brand = useBrand();
  if (brand.social.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {brand.social.map(({ network, url }) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.follow', { brand: brand.name, network: t(`social.networks.${network}`) })}
            className="flex size-10 items-center justify-center rounded-full bg-surface-2 text-muted ring-1 ring-line transition-colors hover:bg-accent hover:text-accent-fg"
          >
            <SocialIcon network={network} className="size-4.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
