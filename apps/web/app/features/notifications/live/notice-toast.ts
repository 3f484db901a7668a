import type { Language, Notification, NotificationType } from '@casino/contracts';
import { TOAST_DURATION_MS, type ToastTone, toast } from '../../../lib/toasts/toast-store';
import { playNotificationSound } from '../sounds/notification-sounds';

/**
 * Spec section 9: deposit toasts and the other push notices stay 10 s. (A tournament prize's 15 s toast is the
 * competitions' own: see `ANNOUNCED_ELSEWHERE`.)
 */
export const NOTICE_DURATION_MS: Record<NotificationType, number> = {
  deposit: TOAST_DURATION_MS.notice,
  withdrawal: TOAST_DURATION_MS.notice,
  bonus: TOAST_DURATION_MS.notice,
  documents: TOAST_DURATION_MS.notice,
  system: TOAST_DURATION_MS.notice,
};

/** System notifications that report a success or a failure look like one; the rest are information. */
const ALIAS_TONES: Readonly<Record<string, ToastTone>> = {
  'deposit-complete': 'success',
  'deposit-failed': 'error',
  'withdrawal-paid': 'success',
  'withdrawal-rejected': 'error',
  'verification-approved': 'success',
  'document-rejected': 'error',
};

export function noticeTone(notification: Pick<Notification, 'systemAlias'>): ToastTone {
  const alias = notification.systemAlias;
  return alias && Object.hasOwn(ALIAS_TONES, alias) ? (ALIAS_TONES[alias] ?? 'info') : 'info';
}

/**
 * System notifications whose news their feature announces as it happens: a competition's prize comes with the
 * `tournament` push's `stop` (the 15 s prize toast, or RaceOverModal and PromoTournamentPrizeModal), so its
 * notification is not toasted a second time; it plays its sound and stays in the notification center.
 */
const ANNOUNCED_ELSEWHERE: ReadonlySet<string> = new Set(['competition-prize']);

/** A new notification as a toast in the page's language, with its sound (spec section 8: user messages). */
export function showNotice(notification: Notification, lang: Language): void {
  if (!ANNOUNCED_ELSEWHERE.has(notification.systemAlias ?? '')) {
    toast({
      title: notification.title[lang],
      description: notification.text[lang],
      tone: noticeTone(notification),
      durationMs: NOTICE_DURATION_MS[notification.type],
    });
  }
  playNotificationSound(notification.sound);
}
