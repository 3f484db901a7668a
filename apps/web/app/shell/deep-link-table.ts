import { localizePath, OWN_PUBLIC_PROFILE_LOGIN } from '@casino/contracts';
import { handlePartnerBonusLink, openStartChain } from '../features/auth/partner-bonus-link';
import { type ReferralParam, storeReferral } from '../features/auth/referral';
import { disableRegistrationPrompt } from '../features/auth/registration-prompt';
import { openGameModal, parseIsMoney } from '../features/games/game-modal/game-modal-params';
import { isMobileAppPublicProfilePath, openPublicProfile } from '../features/profile/public-profile-link';
import { allowsViewer } from '../lib/audience';
import type { DeepLink } from '../lib/deep-links/deep-link';
import { parseHomeFilter, saveHomeFilter } from '../lib/home-filter';
import { openAuthModal } from '../lib/modals/auth-modals';
import { isRegisteredModal, openModal, registeredModal } from '../lib/modals/modal-store';
import { isScrollableSection, scrollToSection } from '../lib/scroll-to-section';
import { markTelegramWebApp } from '../lib/telegram-web-app';

function modalQueryParams(value: string): readonly string[] {
  return isRegisteredModal(value) ? (registeredModal(value)?.queryParams ?? []) : [];
}

/** `invited_by` and `gift_id`: kept for the registration, which they open (guests only). */
function referralLink(param: ReferralParam): DeepLink {
  return {
    param,
    audience: 'guest',
    clearQuery: true,
    run: (value, { features }) => {
      if (storeReferral(param, value)) openAuthModal('Register', features);
    },
  };
}

/**
 * `show-partner-bonus` and `get-partner-bonus`: they leave the address, invite a guest to register and show a player
 * the partner's bonus.
 */
function partnerBonusLink(param: string): DeepLink {
  return {
    param,
    audience: 'any',
    clearQuery: true,
    run: (_value, { isGuest }) => {
      handlePartnerBonusLink(isGuest);
    },
  };
}

/**
 * The query-parameter deep links this site serves, one row each, run in this order. Capabilities add their rows
 * (game, money-box...) to this table.
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
    // `activity=Dices`: the daily activity modal with the daily and weekly dice. The spec's other activities
    // (ValentinesDay, JackpotMarathon) are not run by this site, so they open nothing.
    param: 'activity',
    audience: 'any',
    clearQuery: true,
    run: (value) => {
      if (value === 'Dices') openModal('DailyDice');
    },
  },
  {
    // `money-box` with an optional `step`: the money box modal (`step=piggy-bank`: its piggy bank tab); removed
    // for guests, for whom it opens nothing.
    param: 'money-box',
    audience: 'player',
    clearQuery: true,
    companions: () => ['step'],
    run: (_value, { params }) => {
      const step = params.get('step');
      openModal('MoneyBoxModal', step ? { step } : {});
    },
  },
  {
    // `game={slug}` with an optional `isMoney`: the Game modal; money is the default for logged-in players, guests
    // play demo.
    param: 'game',
    audience: 'any',
    clearQuery: true,
    companions: () => ['isMoney'],
    run: (slug, { params, isGuest }) => {
      openGameModal(slug, parseIsMoney(params.get('isMoney'), isGuest));
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
  {
    // Opens registration for guests.
    param: 'register',
    audience: 'guest',
    clearQuery: true,
    run: (_value, { features }) => {
      openAuthModal('Register', features);
    },
  },
  {
    // Loads the registration form for guests.
    param: 'register-flow',
    audience: 'guest',
    clearQuery: true,
    run: (_value, { features }) => {
      openAuthModal('Register', features);
    },
  },
  referralLink('invited_by'),
  referralLink('gift_id'),
  {
    // `popup=restore` with `type` and `contact`: the password reminder, for guests. `popup=start-chain`: the
    // registration-with-bonus popup, for players without a partner bonus. Other popups are not served.
    param: 'popup',
    audience: 'any',
    clearQuery: true,
    companions: (value) => (value === 'restore' ? ['type', 'contact'] : []),
    run: (value, { params, features, isGuest, lang }) => {
      if (value === 'restore' && isGuest) {
        openAuthModal('Login', features, {
          view: 'restore',
          type: params.get('type') ?? '',
          contact: params.get('contact') ?? '',
        });
      } else if (value === 'start-chain' && !isGuest) {
        void openStartChain(lang);
      }
    },
  },
  {
    // The no-deposit register link: `nodeposit={slug}` of the landing's bonus. A guest registers first and is given
    // it once a player; a player is given it at once.
    param: 'nodeposit',
    audience: 'any',
    clearQuery: true,
    run: (slug, { features, isGuest }) => {
      void import('../features/bonuses/recurring/landing-bonus').then(({ keepLandingBonus }) => {
        if (keepLandingBonus(slug) && isGuest) openAuthModal('Register', features);
      });
    },
  },
  partnerBonusLink('show-partner-bonus'),
  partnerBonusLink('get-partner-bonus'),
  {
    // The e-mailed restore link: PasswordChange, BlockedAccount (error 3) or PasswordFailure. The token leaves the
    // address when the viewer is a guest.
    param: 'change-password',
    audience: 'any',
    clearQuery: (isGuest) => isGuest,
    run: (token, { features }) => {
      void import('../features/auth/restore-link').then((module) =>
        module.confirmRestoreLink(token, features),
      );
    },
  },
  {
    // For logged-in players: confirm the registration contact.
    param: 'security-confirmation',
    audience: 'player',
    clearQuery: true,
    run: (_value, { features }) => {
      openAuthModal('RegistrationConfirm', features);
    },
  },
  {
    // No incomplete-registration reminder for the rest of the browser session.
    param: 'disable-register-complete-modal',
    audience: 'any',
    clearQuery: true,
    run: () => {
      disableRegistrationPrompt();
    },
  },
  {
    // For logged-in players: the free spins a free-spin bonus gave them, with the way into the game.
    param: 'fs-bonus-applied',
    audience: 'player',
    clearQuery: true,
    run: () => {
      openModal('FreeSpinsApplied');
    },
  },
  {
    // For logged-in players: what identity verification is and where the documents go.
    param: 'verification-identity',
    audience: 'player',
    clearQuery: true,
    run: () => {
      openModal('VerificationIdentityModal');
    },
  },
  {
    // The promo code of an e-mail (vlk and vegas): checked in the promo-code popup, for logged-in players.
    param: 'promo-code-from-email',
    audience: 'player',
    clearQuery: true,
    run: (code, { features }) => {
      if (features.promoCodePopup) openModal('PromoCodesPopup', { code });
    },
  },
  {
    // A public profile by base64 login; `my` is the viewer's own, for logged-in players only. The in-app webview
    // has its own public-profile page, where the link does nothing.
    param: 'public-profile',
    audience: 'any',
    clearQuery: true,
    run: (login, { isGuest, features, pathname }) => {
      if (isMobileAppPublicProfilePath(pathname)) return;
      if (login === OWN_PUBLIC_PROFILE_LOGIN && isGuest) return;
      if (login.trim() === '') return;
      openPublicProfile(login, features);
    },
  },
];
