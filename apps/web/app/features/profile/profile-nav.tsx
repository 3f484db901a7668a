import { useTranslation } from '../../lib/i18n';
import { PROFILE_SECTIONS } from './profile-sections';

/** Links to the sections: a sticky list beside them on desktop, a scrolling row of chips on mobile. */
export function ProfileNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('profile.sectionsLabel')}>
      <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:-mx-4 sm:px-4 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0">
        {PROFILE_SECTIONS.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              className="flex items-center rounded-full bg-surface-1 px-4 py-2 text-sm font-medium whitespace-nowrap text-fg ring-1 ring-line transition hover:bg-surface-2 hover:text-accent-ink lg:rounded-xl lg:bg-transparent lg:px-3 lg:ring-0"
            >
              {t(section.titleKey)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
