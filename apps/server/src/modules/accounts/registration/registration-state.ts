import type { ContactType, RegistrationState, VerificationFlow } from '@casino/contracts';
import type { PlayerRow } from '../players/players.schema.ts';
import { type FunnelConfig, funnelFor } from './registration-funnels.ts';

/** The funnel a player registered through, as recorded on them. */
export function funnelOf(player: PlayerRow): FunnelConfig & { source: string } {
  const configured = funnelFor(player.registration.source ?? undefined);
  const flow = player.registration.flow as VerificationFlow | null;
  const funnelType = player.registration.funnelType as FunnelConfig['funnelType'] | null;
  return {
    ...configured,
    ...(flow ? { verificationFlow: flow } : {}),
    ...(funnelType ? { funnelType } : {}),
  };
}

/** Contacts the funnel still wants confirmed, primary first. */
export function pendingConfirmations(player: PlayerRow): ContactType[] {
  const { verificationFlow } = funnelOf(player);
  if (verificationFlow === 'verificationComplete') return [];
  const secondary: ContactType = player.primaryContact === 'email' ? 'phone' : 'email';
  const wanted =
    verificationFlow === 'allContactsConfirm' ? [player.primaryContact, secondary] : [player.primaryContact];
  return wanted.filter((type) => player[type] !== null && !isConfirmed(player, type));
}

export function isConfirmed(player: PlayerRow, type: ContactType): boolean {
  return type === 'email' ? player.emailConfirmed : player.phoneConfirmed;
}

/** Registration is complete once the funnel needs nothing more; an opened funnel needs nothing from the start. */
export function funnelSatisfied(player: PlayerRow): boolean {
  return funnelOf(player).funnelType === 'opened_funnel' || pendingConfirmations(player).length === 0;
}

export function registrationState(
  player: PlayerRow,
  codeSent: RegistrationState['codeSent'] = null,
): RegistrationState {
  const funnel = funnelOf(player);
  const pending = pendingConfirmations(player);
  return {
    complete: player.registrationComplete,
    funnel: {
      funnelType: funnel.funnelType,
      flow: funnel.verificationFlow,
      isShowConfirmPopup: !player.registrationComplete && pending.length > 0,
      isNeedConfirmAllContacts: funnel.verificationFlow === 'allContactsConfirm',
    },
    verificationFlow: funnel.verificationFlow,
    pendingConfirmations: pending,
    hasAutoPassword: player.hasAutoPassword,
    codeSent,
  };
}
