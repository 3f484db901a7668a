import { LEGAL_PAGES, localizePath } from '@casino/contracts';
import { Cookie } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import {
  ALL_COOKIES,
  type CookieConsent,
  NECESSARY_ONLY,
  OPTIONAL_CATEGORIES,
} from '../consent/consent-cookie';
import { saveConsent } from '../consent/first-visit-store';

function CategoryChoice({
  name,
  hint,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-accent"
      />
      <label htmlFor={id} className="grid gap-0.5">
        <span className="text-sm font-semibold text-fg">{name}</span>
        <span className="text-xs leading-relaxed text-muted">{hint}</span>
      </label>
    </div>
  );
}

/**
 * The cookie choice of a first visit: a card over the page's corner (above the phone's tab bar), which the page
 * stays usable under and which moves no content, so it costs no layout shift.
 */
export default function CookieBanner() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [choice, setChoice] = useState<CookieConsent>(NECESSARY_ONLY);
  return (
    <section
      data-testid="cookie-banner"
      aria-labelledby={titleId}
      className="fixed inset-x-2 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 grid max-h-[calc(100dvh-6rem)] gap-3 overflow-y-auto rounded-2xl bg-surface-1 p-4 shadow-elevation ring-1 ring-line sm:left-auto sm:w-[26rem] lg:right-6 lg:bottom-6 lg:p-5"
    >
      <div className="flex items-start gap-3">
        <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="grid gap-1">
          <h2 id={titleId} className="text-base font-bold text-fg">
            {t('legal.cookies.title')}
          </h2>
          <p className="text-sm leading-relaxed text-muted">
            {t('legal.cookies.text')}{' '}
            <Link
              to={localizePath(LEGAL_PAGES.cookiePolicy, lang)}
              className="font-semibold text-accent hover:text-accent-strong"
            >
              {t('legal.cookies.policy')}
            </Link>
          </p>
        </div>
      </div>
      {settingsOpen ? (
        <fieldset
          data-testid="cookie-settings"
          className="grid gap-3 rounded-xl bg-surface-2 p-3 ring-1 ring-line"
        >
          <legend className="sr-only">{t('legal.cookies.settings')}</legend>
          <CategoryChoice
            name={t('legal.cookies.categories.necessary')}
            hint={t('legal.cookies.categories.necessaryHint')}
            checked
            disabled
          />
          {OPTIONAL_CATEGORIES.map((category) => (
            <CategoryChoice
              key={category}
              name={t(`legal.cookies.categories.${category}`)}
              hint={t(`legal.cookies.categories.${category}Hint`)}
              checked={choice[category]}
              onChange={(checked) => setChoice((current) => ({ ...current, [category]: checked }))}
            />
          ))}
        </fieldset>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        {settingsOpen ? (
          <Button data-testid="cookie-save" variant="secondary" onClick={() => saveConsent(choice)}>
            {t('legal.cookies.save')}
          </Button>
        ) : (
          <Button data-testid="cookie-settings-open" variant="ghost" onClick={() => setSettingsOpen(true)}>
            {t('legal.cookies.settings')}
          </Button>
        )}
        <Button
          data-testid="cookie-necessary"
          variant="secondary"
          onClick={() => saveConsent(NECESSARY_ONLY)}
        >
          {t('legal.cookies.necessaryOnly')}
        </Button>
        <Button
          data-testid="cookie-accept-all"
          className="col-span-2"
          onClick={() => saveConsent(ALL_COOKIES)}
        >
          {t('legal.cookies.acceptAll')}
        </Button>
      </div>
    </section>
  );
}
