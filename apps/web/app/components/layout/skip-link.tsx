import { useTranslation } from '../../lib/i18n';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop for keyboard users: jumps past the header and navigation to the page itself. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="fixed top-3 left-3 z-[100] -translate-y-24 rounded-xl bg-accent px-4 py-3 text-sm font-semibold text-accent-fg shadow-elevation transition-transform focus:translate-y-0"
    >
      {t('skipLink')}
    </a>
  );
}
