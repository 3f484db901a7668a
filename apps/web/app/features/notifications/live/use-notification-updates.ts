import type { Notification } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { opensCashDesk } from '../../../lib/cash-entry';
import { useTranslation } from '../../../lib/i18n';
import { usePushHandler } from '../../../lib/realtime/use-push-handler';
import { NOTIFICATIONS_KEY } from '../api/notification-keys';
import { addNotification, markNotificationsRead } from '../notifications-cache';
import { armNotificationSounds } from '../sounds/notification-sounds';
import { noticesAfterCashDesk } from './deferred-notices';
import { showNotice } from './notice-toast';

/** Shows a notice now, or keeps it until the cash desk closes (spec section 4). */
function useNoticeAnnouncer(): (notification: Notification) => void {
  const { lang } = useTranslation();
  const cashDeskOpen = opensCashDesk(useLocation());
  const waiting = useRef<Notification[]>([]);
  const deskOpen = useRef(cashDeskOpen);
  deskOpen.current = cashDeskOpen;

  useEffect(() => {
    if (cashDeskOpen || waiting.current.length === 0) return;
    const notices = noticesAfterCashDesk(waiting.current);
    waiting.current = [];
    for (const notification of notices) showNotice(notification, lang);
  }, [cashDeskOpen, lang]);

  return (notification) => {
    if (deskOpen.current) waiting.current.push(notification);
    else showNotice(notification, lang);
  };
}

/**
 * The notification center as push tells of it (`nc`): a new notification joins the bell's list and count and
 * is announced with a toast and its sound; notifications read elsewhere (another tab, another device) are
 * marked read here too. The server's lists are then read again, so the page ends as the server has it.
 */
export function useNotificationUpdates(): void {
  const queryClient = useQueryClient();
  const announce = useNoticeAnnouncer();
  useEffect(() => armNotificationSounds(), []);

  usePushHandler('nc', (message) => {
    if (message.action === 'read') {
      markNotificationsRead(queryClient, message.data.ncMessageIds);
    } else {
      if (!addNotification(queryClient, message.data)) return;
      announce(message.data);
    }
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  });
}
