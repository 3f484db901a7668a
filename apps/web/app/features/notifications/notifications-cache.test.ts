import type { Notification } from '@casino/contracts';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  LATEST_LIMIT,
  LATEST_NOTIFICATIONS_KEY,
  NOTIFICATION_PAGES_KEY,
  type NotificationsPage,
  UNREAD_COUNT_KEY,
} from './api/notification-keys';
import { addNotification, markNotificationsRead } from './notifications-cache';

function notification(ncMessageId: number, isReaded = false): Notification {
  return {
    ncMessageId,
    type: 'deposit',
    systemAlias: 'deposit-complete',
    title: { uk: 'Депозит', ru: 'Депозит', en: 'Deposit' },
    text: { uk: '500 ₴', ru: '500 ₴', en: '₴500' },
    link: null,
    sound: 'deposit',
    isReaded,
    createdAt: '2026-05-01T10:00:00.000Z',
  };
}

function page(items: Notification[], total = items.length): NotificationsPage {
  return { items, total, unread: items.filter((item) => !item.isReaded).length };
}

let queryClient: QueryClient;
const latest = () => queryClient.getQueryData<NotificationsPage>(LATEST_NOTIFICATIONS_KEY);
const pages = () => queryClient.getQueryData<InfiniteData<NotificationsPage, number>>(NOTIFICATION_PAGES_KEY);
const unread = () => queryClient.getQueryData<number>(UNREAD_COUNT_KEY);

beforeEach(() => {
  queryClient = new QueryClient();
});

describe('marking notifications read in the cache', () => {
  beforeEach(() => {
    queryClient.setQueryData(
      LATEST_NOTIFICATIONS_KEY,
      page([notification(3), notification(2), notification(1, true)]),
    );
    queryClient.setQueryData(NOTIFICATION_PAGES_KEY, {
      pages: [page([notification(3), notification(2)], 3), page([notification(1, true)], 3)],
      pageParams: [0, 2],
    });
    queryClient.setQueryData(UNREAD_COUNT_KEY, 5);
  });

  it('marks them in every list and takes them off the count once', () => {
    expect(markNotificationsRead(queryClient, [3, 2])).toBe(2);
    expect(latest()?.items.map((item) => item.isReaded)).toEqual([true, true, true]);
    expect(pages()?.pages[0]?.items.map((item) => item.isReaded)).toEqual([true, true]);
    expect(unread()).toBe(3);
  });

  it('counts nothing twice when the same ids come back (the echo of the own call)', () => {
    markNotificationsRead(queryClient, [3]);
    expect(markNotificationsRead(queryClient, [3])).toBe(0);
    expect(unread()).toBe(4);
  });

  it('ignores ids already read, unknown or repeated in the list', () => {
    expect(markNotificationsRead(queryClient, [1, 99, 2, 2])).toBe(1);
    expect(unread()).toBe(4);
  });

  it('never counts below zero', () => {
    queryClient.setQueryData(UNREAD_COUNT_KEY, 1);
    markNotificationsRead(queryClient, [3, 2]);
    expect(unread()).toBe(0);
  });

  it('leaves lists without a change as they were', () => {
    const before = pages()?.pages[1];
    markNotificationsRead(queryClient, [3]);
    expect(pages()?.pages[1]).toBe(before);
  });
});

describe('adding a notification that just arrived', () => {
  it('puts it first in the bell list, keeps the list short and counts it unread', () => {
    queryClient.setQueryData(
      LATEST_NOTIFICATIONS_KEY,
      page(Array.from({ length: LATEST_LIMIT }, (_, index) => notification(LATEST_LIMIT - index, true))),
    );
    queryClient.setQueryData(UNREAD_COUNT_KEY, 0);
    expect(addNotification(queryClient, notification(10))).toBe(true);
    expect(latest()?.items.map((item) => item.ncMessageId)).toEqual([10, 5, 4, 3, 2]);
    expect(latest()?.total).toBe(LATEST_LIMIT + 1);
    expect(unread()).toBe(1);
  });

  it('drops a repeated delivery', () => {
    queryClient.setQueryData(LATEST_NOTIFICATIONS_KEY, page([notification(10)]));
    queryClient.setQueryData(UNREAD_COUNT_KEY, 1);
    expect(addNotification(queryClient, notification(10))).toBe(false);
    expect(unread()).toBe(1);
  });

  it('counts it even before the bell list was ever loaded', () => {
    queryClient.setQueryData(UNREAD_COUNT_KEY, 2);
    expect(addNotification(queryClient, notification(11))).toBe(true);
    expect(latest()).toBeUndefined();
    expect(unread()).toBe(3);
  });

  it('does not count one that is already read', () => {
    queryClient.setQueryData(UNREAD_COUNT_KEY, 0);
    addNotification(queryClient, notification(12, true));
    expect(unread()).toBe(0);
  });
});
