import type { ukNotifications } from './uk.ts';

export const ruNotifications: typeof ukNotifications = {
  title: 'Уведомления',
  bell: 'Уведомления',
  bellUnread_one: 'Уведомления: {{count}} непрочитанное',
  bellUnread_few: 'Уведомления: {{count}} непрочитанных',
  bellUnread_many: 'Уведомления: {{count}} непрочитанных',
  bellUnread_other: 'Уведомления: {{count}} непрочитанного',
  unread: 'Непрочитанное',
  markRead: 'Отметить как прочитанное',
  markAllRead: 'Прочитать все',
  showAll: 'Все уведомления',
  unreadSummary_one: '{{count}} непрочитанное уведомление',
  unreadSummary_few: '{{count}} непрочитанных уведомления',
  unreadSummary_many: '{{count}} непрочитанных уведомлений',
  unreadSummary_other: '{{count}} непрочитанного уведомления',
  allRead: 'Всё прочитано',
  loadFailed: 'Не удалось загрузить уведомления.',
  retry: 'Попробовать ещё раз',
  loadMore: 'Показать ещё',
  empty: {
    title: 'Пока тихо',
    text: 'Здесь будут новости о депозитах, выплатах, бонусах и документах.',
  },
  guest: {
    title: 'Войдите, чтобы видеть уведомления',
    text: 'Уведомления о депозитах, выплатах и бонусах доступны игрокам после входа.',
    login: 'Войти',
  },
  sound: {
    mute: 'Выключить звук уведомлений',
    on: 'Звук уведомлений включён',
    off: 'Звук уведомлений выключен',
  },
  live: {
    label: 'Обновления в реальном времени',
    connected: 'подключено',
    connecting: 'подключение…',
    disconnected: 'нет соединения',
  },
  appUpdated: {
    title: 'Вышла новая версия сайта',
    text: 'Обновите страницу, чтобы пользоваться самой свежей версией.',
    refresh: 'Обновить',
    dismiss: 'Позже',
  },
};
