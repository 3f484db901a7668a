import type { ukNotifications } from './uk.ts';

export const enNotifications: typeof ukNotifications = {
  title: 'Notifications',
  bell: 'Notifications',
  bellUnread_one: 'Notifications: {{count}} unread',
  bellUnread_few: 'Notifications: {{count}} unread',
  bellUnread_many: 'Notifications: {{count}} unread',
  bellUnread_other: 'Notifications: {{count}} unread',
  unread: 'Unread',
  markRead: 'Mark as read',
  markAllRead: 'Mark all read',
  showAll: 'All notifications',
  unreadSummary_one: '{{count}} unread notification',
  unreadSummary_few: '{{count}} unread notifications',
  unreadSummary_many: '{{count}} unread notifications',
  unreadSummary_other: '{{count}} unread notifications',
  allRead: 'You are all caught up',
  loadFailed: 'We could not load your notifications.',
  retry: 'Try again',
  loadMore: 'Show more',
  empty: {
    title: 'Nothing here yet',
    text: 'News about your deposits, withdrawals, bonuses and documents will appear here.',
  },
  guest: {
    title: 'Log in to see your notifications',
    text: 'Notifications about deposits, withdrawals and bonuses are for logged-in players.',
    login: 'Log in',
  },
  sound: {
    mute: 'Mute notification sounds',
    on: 'Notification sounds are on',
    off: 'Notification sounds are off',
  },
  live: {
    label: 'Live updates',
    connected: 'connected',
    connecting: 'connecting…',
    disconnected: 'offline',
  },
  appUpdated: {
    title: 'A new version of the site is out',
    text: 'Refresh the page to use the latest version.',
    refresh: 'Refresh',
    dismiss: 'Later',
  },
};
