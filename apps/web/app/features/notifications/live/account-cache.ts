import type {
  DepositResponse,
  PlayerDocument,
  PlayerDocumentsResponse,
  PlayerMainData,
  Profile,
  PushMessageOf,
  VerificationStatus,
} from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { PLAYER_DOCUMENTS_KEY, PLAYER_PROFILE_KEY } from '../../../lib/player-query-keys';
import { paymentStatusKey } from '../../../lib/wallet-query-keys';

/**
 * The player's account in the query cache as push messages tell of it, without asking the server again. Each
 * message carries whole state (a profile, a document, a status), so applying one twice changes nothing; a query
 * that is not cached is left for whoever shows it to read.
 */

function setDocumentsStatus(queryClient: QueryClient, status: VerificationStatus): void {
  queryClient.setQueryData<PlayerDocumentsResponse>(PLAYER_DOCUMENTS_KEY, (current) =>
    current && current.verificationStatus !== status ? { ...current, verificationStatus: status } : current,
  );
}

/** `player`: the profile, whole, replaces the cached one; the documents section's status follows it. */
export function applyProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData<Profile>(PLAYER_PROFILE_KEY, profile);
  setDocumentsStatus(queryClient, profile.main.verificationStatus);
}

/** `playerIdentityVerification`: the new status, wherever the profile and the documents section show it. */
export function applyVerificationStatus(queryClient: QueryClient, status: VerificationStatus): void {
  queryClient.setQueryData<Profile>(
    PLAYER_PROFILE_KEY,
    (profile) => profile && { ...profile, main: { ...profile.main, verificationStatus: status } },
  );
  setDocumentsStatus(queryClient, status);
}

/** `documents`: the document replaces its cached copy, or heads the list when it is new here (uploaded elsewhere). */
export function applyDocument(queryClient: QueryClient, document: PlayerDocument): void {
  queryClient.setQueryData<PlayerDocumentsResponse>(PLAYER_DOCUMENTS_KEY, (current) => {
    if (!current) return current;
    const known = current.documents.some((item) => item.id === document.id);
    const documents = known
      ? current.documents.map((item) => (item.id === document.id ? document : item))
      : [document, ...current.documents];
    return { ...current, documents };
  });
}

/**
 * A payment read as the cash desk reads it, at the status a `payment` message reports: a finished one says
 * `complete` or `failed-complete`, as the server's answer would. A finished payment never changes again, so a
 * late message about it is ignored.
 */
export function withPaymentStatus(
  response: DepositResponse,
  message: PushMessageOf<'payment'>,
): DepositResponse {
  const current = response.data.payment;
  if (
    current.id !== message.data.paymentId ||
    current.status === 'succeeded' ||
    current.status === 'failed'
  ) {
    return response;
  }
  const status = message.action;
  const action =
    status === 'succeeded' ? 'complete' : status === 'failed' ? 'failed-complete' : response.action;
  const payment = { ...current, status, failureReason: message.data.failureReason };
  return { ...response, action, data: { ...response.data, payment } };
}

/** `payment`: the cash desk following that payment sees its new status at once, without waiting for its poll. */
export function applyPaymentStatus(queryClient: QueryClient, message: PushMessageOf<'payment'>): void {
  queryClient.setQueryData<DepositResponse>(
    paymentStatusKey(message.data.paymentId),
    (response) => response && withPaymentStatus(response, message),
  );
}

/**
 * The header's player main data after a profile change: contacts, nickname, confirmations, completed
 * registration (whose confirm prompt then ends) and the account review status. Null when it cannot be derived
 * from the profile: a new currency re-prices the welcome package, so the main data must be read again.
 */
export function playerWithProfile(player: PlayerMainData, profile: Profile): PlayerMainData | null {
  const { main } = profile;
  if (player.isGuest) return player;
  if (main.currency !== player.currency) return null;
  const funnel = player.registrationFunnel;
  return {
    ...player,
    email: main.email,
    phone: main.phone,
    nickname: main.nickname,
    confirmed: main.phoneConfirmed,
    emailConfirmed: main.emailConfirmed,
    complete: main.registrationComplete,
    status: main.status,
    statusConfirmed: main.statusConfirmed,
    registrationFunnel:
      funnel && main.registrationComplete ? { ...funnel, isShowConfirmPopup: false } : funnel,
  };
}
