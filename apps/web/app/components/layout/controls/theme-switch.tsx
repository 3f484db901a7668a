import type { LucideIcon } from 'lucide-react';
import Check from 'lucide-react/icons/check';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useTranslation } from '../../../lib/i18n';
import { useRootData } from '../../../lib/root-data';
import { saveTheme, THEMES, type Theme, useTheme } from '../../../lib/theme';
import { iconButtonClass } from '../../ui/icon-button';
import { menuItemClass, PopoverMenu } from '../../ui/popover-menu';

const THEME_ICONS: Record<Theme, LucideIcon> = {
  'dark-theme': Moon,
  'light-theme': Sun,
  'system-theme': Monitor,
};

/**
 * Dark, light or system theme (spec section 3). `menu` is an icon button with a panel of choices (header);
 * `inline` shows the choices side by side (mobile menu).
 */
export function ThemeSwitch({ layout }: { layout: 'menu' | 'inline' }) {
  const { t } = useTranslation();
  const theme = useTheme(useRootData().theme);

  if (layout === 'inline') {
    return (
      <fieldset data-testid="theme-switch" className="grid grid-cols-3 gap-1 rounded-2xl bg-surface-2 p-1">
        <legend className="sr-only">{t('theme.label')}</legend>
        {THEMES.map((option) => {
          const Icon = THEME_ICONS[option];
          const selected = option === theme;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={selected}
              data-testid={`theme-option-${option}`}
              onClick={() => saveTheme(option)}
              className={`flex flex-col items-center gap-1 rounded-xl px-2 py-2.5 text-xs font-semibold transition-colors ${
                selected ? 'bg-surface-0 text-fg shadow-sm ring-1 ring-line' : 'text-muted hover:text-fg'
              }`}
            >
              <Icon className="size-5" aria-hidden="true" />
              {t(`theme.${option}`)}
            </button>
          );
        })}
      </fieldset>
    );
  }

  const CurrentIcon = THEME_ICONS[theme];
  return (
    <PopoverMenu
      label={t('theme.label')}
      testId="theme-switch"
      triggerClassName={iconButtonClass()}
      trigger={<CurrentIcon className="size-5" aria-hidden="true" />}
    >
      {(close) => (
        <ul aria-label={t('theme.label')}>
          {THEMES.map((option) => {
            const Icon = THEME_ICONS[option];
            const selected = option === theme;
            return (
              <li key={option}>
                <button
                  type="button"
                  aria-pressed={selected}
                  data-testid={`theme-option-${option}`}
                  className={menuItemClass(selected)}
                  onClick={() => {
                    saveTheme(option);
                    close();
                  }}
                >
                  <Icon className="size-4.5" aria-hidden="true" />
                  <span className="flex-1">{t(`theme.${option}`)}</span>
                  {selected ? <Check className="size-4 text-accent-ink" aria-hidden="true" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </PopoverMenu>
  );
}
