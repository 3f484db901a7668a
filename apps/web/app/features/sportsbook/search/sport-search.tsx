import { SPORT_SEARCH_MAX_LENGTH } from '@casino/contracts';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState } from 'react';
import { iconButtonClass } from '../../../components/ui/icon-button';
import { useTranslation } from '../../../lib/i18n';
import { useSearchText } from './use-search-text';

/**
 * The search for matches by a team's, a player's, a tournament's or a country's name, in the lists' heading: the
 * field itself on a wide screen; on a phone a button that opens it on a line of its own under the title. Escape
 * or the clear button goes back to the lists (and closes the field on a phone).
 */
export function SportSearch() {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { text, setText, submit, clear } = useSearchText();
  const [opened, setOpened] = useState(false);
  const open = opened || text !== '';
  const close = () => {
    clear();
    setOpened(false);
  };
  useEffect(() => {
    if (opened) input.current?.focus();
  }, [opened]);

  return (
    <>
      {open ? null : (
        <button
          type="button"
          onClick={() => setOpened(true)}
          aria-label={t('sportsbook.search.open')}
          className={iconButtonClass('ring-1 ring-line lg:hidden')}
          data-testid="sport-search-open"
        >
          <Search className="size-5" aria-hidden="true" />
        </button>
      )}
      <search
        className={`${open ? 'block' : 'hidden'} order-last basis-full lg:order-none lg:block lg:basis-72`}
        data-testid="sport-search"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="relative"
        >
          <label htmlFor={inputId} className="sr-only">
            {t('sportsbook.search.label')}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            ref={input}
            id={inputId}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SPORT_SEARCH_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            // Opened once used: emptying it by hand on a phone must not hide it under the finger.
            onFocus={() => setOpened(true)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              // The browser's own Escape would only empty the field, leaving the address behind.
              event.preventDefault();
              close();
            }}
            placeholder={t('sportsbook.search.placeholder')}
            data-testid="sport-search-input"
            className="h-10 w-full rounded-xl bg-surface-2 pr-10 pl-10 text-base text-fg ring-1 ring-line outline-none placeholder:text-muted focus:ring-2 focus:ring-accent lg:text-sm [&::-webkit-search-cancel-button]:hidden"
          />
          {open ? (
            <button
              type="button"
              onClick={close}
              aria-label={t('sportsbook.search.clear')}
              // On a phone it closes the opened field; beside the lists there is nothing to close until text is typed.
              className={iconButtonClass(
                `absolute top-1/2 right-0 -translate-y-1/2 ${text === '' ? 'lg:hidden' : ''}`,
              )}
              data-testid="sport-search-clear"
            >
              <X className="size-4.5" aria-hidden="true" />
            </button>
          ) : null}
        </form>
      </search>
    </>
  );
}
