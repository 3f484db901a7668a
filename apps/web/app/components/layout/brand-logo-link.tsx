import { localizePath } from '@casino/contracts';
import { Link } from 'react-router';
import { BRAND_LOGOS } from '../../brands/logos';
import { useBrand, useLanguage } from '../../lib/app-data';
import { useTranslation } from '../../lib/i18n';

interface BrandLogoLinkProps {
  /** `responsive` shows the emblem alone on narrow phones and the full logo from the `sm` width up. */
  size: 'responsive' | 'full';
  className?: string;
  testId?: string;
  onNavigate?: () => void;
}

/** The brand's logo, leading to the home page in the current language. */
export function BrandLogoLink({ size, className = '', testId, onNavigate }: BrandLogoLinkProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const lang = useLanguage();
  const Logo = BRAND_LOGOS[brand.id];
  return (
    <Link
      to={localizePath('/', lang)}
      aria-label={t('header.home', { brand: brand.name })}
      data-testid={testId}
      data-brand={brand.id}
      onClick={onNavigate}
      className={`inline-flex shrink-0 items-center rounded-lg ${className}`}
    >
      {size === 'responsive' ? (
        <>
          <Logo variant="mark" className="h-9 w-auto sm:hidden" />
          <Logo variant="full" className="hidden h-9 w-auto sm:block" />
        </>
      ) : (
        <Logo variant="full" className="h-9 w-auto" />
      )}
    </Link>
  );
}
