import { localizePath } from '@casino/contracts';
import { allowsViewer } from '../audience';
import { parseHomeFilter, saveHomeFilter } from '../home-filter';
import { isRegisteredModal, openModal, registeredModal } from '../modals/modal-store';
import { isScrollableSection, scrollToSection } from '../scroll-to-section';
import { markTelegramWebApp } from '../telegram-web-app';
import type { DeepLink } from './deep-link';

function modalQueryParams(value: string): readonly string[] {
  return isRegisteredModal(value) ? (registeredModal(value)?.queryParams ?? []) : [];
}

/**
 * The query-parameter deep links this foundation serves, one row each, run in this order. Capabilities add
 * their rows (register, game, change-password, money-box...) to this table.
 */
export const DEEP_LINKS: readonly DeepLink[] = [
  {
    // Sets the home page's filter and goes home.
    param: 'homeFilter',
    audience: 'any',
    clearQuery: true,
    run: (value, { lang }) => {
      const filter = parseHomeFilter(value);
      if (!filter) return;
      saveHomeFilter(filter);
      return { navigateTo: localizePath('/', lang) };
    },
  },
  {
    // Scrolls to a bonus card (`card-bonus-{id}`), 65 px below the top; kept in the address like an anchor.
    param: 'scrollToSection',
    audience: 'any',
    clearQuery: false,
    run: (value) => {
      if (isScrollableSection(value)) scrollToSection(value);
    },
  },
  {
    // Opens a registered modal the viewer may see, with the query parameters the modal reads.
    param: 'openModal',
    audience: 'any',
    clearQuery: true,
    companions: modalQueryParams,
    run: (value, { params, isGuest }) => {
      if (!isRegisteredModal(value)) {
        if (import.meta.env.DEV) console.warn(`openModal deep link: "${value}" is not a registered modal`);
        return;
      }
      const entry = registeredModal(value);
      if (!entry || !allowsViewer(entry.audience, isGuest)) return;
      const modalParams: Record<string, string> = {};
      for (const name of modalQueryParams(value)) {
        const param = params.get(name);
        if (param !== null) modalParams[name] = param;
      }
      openModal(value, modalParams);
    },
  },
  {
    // The site was opened as a Telegram web app: remember it for the session and mark the page.
    param: 'telegram-web-app',
    audience: 'any',
    clearQuery: false,
    run: () => {
      markTelegramWebApp();
    },
  },
];
