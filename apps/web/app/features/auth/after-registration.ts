import type { BrandFeatures, Language, PlayerMainData, RegistrationState } from '@casino/contracts';
import { useCallback } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { fetchPlayerMainData } from '../../lib/account/player-main-data';
import { useAppData, useSetPlayer } from '../../lib/app-data';
import { redirectAfterRegister } from '../../lib/cash-entry';
import { openAuthModal } from '../../lib/modals/auth-modals';
import { openGame } from '../../lib/modals/game-launch';
import { closeModal, openModal } from '../../lib/modals/modal-store';
import { popupHandledHere } from '../../lib/modals/server-popup';
import { type CompletionPlan, planRegistrationCompletion } from './registration-completion';
import { clearRegistrationIntent, readRegistrationIntent } from './registration-intent';

interface RegistrationContext {
  lang: Language;
  features: Pick<BrandFeatures, 'modalNameNewSuffix' | 'issueUrls'>;
  setPlayer: (player: PlayerMainData) => void;
  navigate: NavigateFunction;
}

/** The header learns about the (new) player; a failed read leaves it as it was until the next page. */
async function refreshPlayer(context: RegistrationContext): Promise<void> {
  await fetchPlayerMainData(context.lang).then(context.setPlayer, () => undefined);
}

/** Follows the plan of a finished funnel: the redirect (the cash desk learns it came from registration), the game. */
function carryOut(plan: CompletionPlan, context: RegistrationContext): void {
  if (plan.redirect) {
    if (plan.redirect.toCash) redirectAfterRegister.set(true);
    if (plan.redirect.fullNavigation) {
      window.location.assign(plan.redirect.url);
      return;
    }
    void context.navigate(plan.redirect.url);
  }
  if (plan.gameSlug) openGame(plan.gameSlug, context);
}

/**
 * After a registration step the funnel decides what is next: the next contact to confirm, or its end (spec
 * section 4) — the redirect and the pending game the registration was for, or else the welcome. The redirect and
 * source are used up either way.
 */
export async function continueRegistration(
  registration: RegistrationState,
  context: RegistrationContext,
): Promise<void> {
  const [next] = registration.pendingConfirmations;
  if (next) {
    openAuthModal('RegistrationConfirm', context.features, { type: next });
    await refreshPlayer(context);
    return;
  }
  const plan = planRegistrationCompletion({
    intent: readRegistrationIntent(),
    queryRedirectUrl: new URLSearchParams(window.location.search).get('redirectUrl'),
    origin: window.location.origin,
  });
  clearRegistrationIntent();
  // This page shows the welcome or leaves for the redirect: the push telling other pages to welcome is not for it.
  popupHandledHere('RegistrationCompleted');
  // The registered player first, with the funnel's modal still open: the cash desk and the game read the player,
  // and the reminder of an unfinished registration (which waits for no modal to be open) must not see the player
  // as they were before the last step and ask for that step again.
  await refreshPlayer(context);
  if (plan.redirect === null && plan.gameSlug === null) {
    openModal('RegistrationCompleted');
    return;
  }
  closeModal();
  carryOut(plan, context);
}

/** `continueRegistration` bound to this page's language, brand, player and router. */
export function useContinueRegistration(): (registration: RegistrationState) => Promise<void> {
  const { appMain, i18nLang } = useAppData();
  const features = appMain.project.brand.features;
  const setPlayer = useSetPlayer();
  const navigate = useNavigate();
  return useCallback(
    (registration) => continueRegistration(registration, { lang: i18nLang, features, setPlayer, navigate }),
    [i18nLang, features, setPlayer, navigate],
  );
}
