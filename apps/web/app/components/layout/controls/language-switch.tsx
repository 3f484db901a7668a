import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Globe from 'lucide-react/icons/globe';
import { useTranslation } from '../../../lib/i18n';
import type { LanguageLink } from '../../../lib/language-links';
import { menuItemClass, PopoverMenu } from '../../ui/popover-menu';
import { useLanguageLinks } from './use-language-links';

/**
 * Links to the same page in the other languages. They are plain links, a full page load, because the
 * start-up data and the message catalogue are per language. `menu` for the header, `inline` for the mobile menu.
 */
export function LanguageSwitch({ layout }: { layout: 'menu' | 'inline' }) {
  const { t } = useTranslation();
  const links = useLanguageLinks();
  const current = links.find((link) => link.current);

  if (layout === 'inline') {
    return (
      <nav aria-label={t('language.label')} data-testid="language-switch">
        <ul className="grid grid-cols-3 gap-1 rounded-2xl bg-surface-2 p-1">
          {links.map((link) => (
            <li key={link.lang}>
              <LanguageOption
                link={link}
                className={`flex flex-col items-center gap-0.5 rounded-xl px-2 py-2 text-xs font-semibold transition-colors ${
                  link.current
                    ? 'bg-surface-0 text-fg shadow-sm ring-1 ring-line'
                    : 'text-muted hover:text-fg'
                }`}
              >
                <span className="text-sm font-bold">{link.badge}</span>
                <span className="truncate">{link.name}</span>
              </LanguageOption>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  return (
    <PopoverMenu
      label={t('language.current', { name: current?.name ?? '' })}
      testId="language-switch"
      triggerClassName="inline-flex h-10 items-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold text-muted transition-colors hover:bg-surface-2 hover:text-fg aria-expanded:bg-surface-2 aria-expanded:text-fg"
      trigger={
        <>
          <Globe className="size-4.5" aria-hidden="true" />
          <span>{current?.badge}</span>
          <ChevronDown className="size-3.5 opacity-70" aria-hidden="true" />
        </>
      }
    >
      {() => (
        <ul aria-label={t('language.label')}>
          {links.map((link) => (
            <li key={link.lang}>
              <LanguageOption link={link} className={menuItemClass(link.current)}>
                <span className="inline-flex h-6 w-8 items-center justify-center rounded-md bg-surface-3 text-[11px] font-bold text-fg">
                  {link.badge}
                </span>
                <span className="flex-1">{link.name}</span>
                {link.current ? <Check className="size-4 text-accent-ink" aria-hidden="true" /> : null}
              </LanguageOption>
            </li>
          ))}
        </ul>
      )}
    </PopoverMenu>
  );
}

function LanguageOption({
  link,
  className,
  children,
}: {
  link: LanguageLink;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={link.href}
      hrefLang={link.lang}
      lang={link.lang}
      aria-current={link.current ? 'true' : undefined}
      data-testid={`language-option-${link.lang}`}
      className={className}
    >
      {children}
    </a>
  );
}
