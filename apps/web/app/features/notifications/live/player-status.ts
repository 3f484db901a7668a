import type { AccountReviewStatus, PlayerMainData } from '@casino/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppData } from '../../../lib/app-data';
import { depositPath } from '../../../lib/cash-entry';
import { brandModalName } from '../../../lib/modals/modal-names';
import { openModal } from '../../../lib/modals/modal-store';

/** Spec section 4: statuses that send the player to the deposit screen. */
export const DEPOSIT_SCREEN_STATUSES = [
  'duplicate',
  'youngster',
  'undesirable',
] as const satisfies readonly AccountReviewStatus[];

export type ContactKind = 'email' | 'phone';

/** A message about the player's status: the status named and whether it is a confirmed one. */
export interface PlayerStatusMessage {
  status: string | null;
  statusConfirmed: boolean;
}

export type PlayerStatusAction =
  | { kind: 'deposit' }
  | { kind: 'identityVerification' }
  | { kind: 'registrationConfirmation'; contact: ContactKind }
  | null;

/**
 * Spec section 4: duplicate, youngster and undesirable open the deposit screen; another unconfirmed status opens
 * identity verification; unconfirmed contacts open the registration confirmation (the first of them); otherwise
 * nothing.
 */
export function playerStatusAction(
  message: PlayerStatusMessage,
  contacts: readonly ContactKind[],
): PlayerStatusAction {
  const { status } = message;
  if (status !== null && (DEPOSIT_SCREEN_STATUSES as readonly string[]).includes(status))
    return { kind: 'deposit' };
  if (status !== null && !message.statusConfirmed) return { kind: 'identityVerification' };
  const [contact] = contacts;
  return contact ? { kind: 'registrationConfirmation', contact } : null;
}

/**
 * The status message in a pushed profile when its status is not the one the page knows (player main data), else
 * null: the profile is pushed whole on any change to it, and only a new status asks for its action.
 */
export function changedPlayerStatus(
  known: PlayerStatusMessage,
  pushed: PlayerStatusMessage,
): PlayerStatusMessage | null {
  return known.status === pushed.status && known.statusConfirmed === pushed.statusConfirmed
    ? null
    : { status: pushed.status, statusConfirmed: pushed.statusConfirmed };
}

/** The contacts of player main data still to confirm, the primary contact first. */
export function unconfirmedContacts(
  player: Pick<PlayerMainData, 'email' | 'emailConfirmed' | 'phone' | 'confirmed' | 'primaryContact'>,
): ContactKind[] {
  const pending: ContactKind[] = [];
  if (player.email && !player.emailConfirmed) pending.push('email');
  if (player.phone && !player.confirmed) pending.push('phone');
  return player.primaryContact === 'phone' ? pending.reverse() : pending;
}

/** Carries out what a player status message asks for on this page, for the player as they are now. */
export function usePlayerStatusAction(): (message: PlayerStatusMessage) => void {
  const navigate = useNavigate();
  const { appMain, i18nLang } = useAppData();
  const { player } = appMain;
  const features = appMain.project.brand.features;
  return useCallback(
    (message) => {
      const action = playerStatusAction(message, unconfirmedContacts(player));
      if (action?.kind === 'deposit') void navigate(depositPath(i18nLang));
      else if (action?.kind === 'identityVerification') openModal('VerificationIdentityModal');
      else if (action?.kind === 'registrationConfirmation')
        openModal(brandModalName('RegistrationConfirm', features), { type: action.contact });
    },
    [navigate, i18nLang, features, player],
  );
}
