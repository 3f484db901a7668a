import { z } from 'zod';
import type { Language } from './language.ts';

/** Sounds a notification may play (spec section 9). */
export const NOTIFICATION_SOUNDS = ['default', 'deposit', 'bonusCredit', 'withdrawal'] as const;
export type NotificationSound = (typeof NOTIFICATION_SOUNDS)[number];

/** What a notification is about; the web picks its icon by it. */
export const NOTIFICATION_TYPES = ['deposit', 'withdrawal', 'bonus', 'documents', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How long push notices stay on screen (spec section 9): 10 s, tournament prizes 15 s. */
export const PUSH_NOTICE_TOAST_MS = 10 * 1000;
export const TOURNAMENT_PRIZE_TOAST_MS = 15 * 1000;

/** A text in every language of the site. */
export const localizedTextSchema = z.object({
  uk: z.string(),
  ru: z.string(),
  en: z.string(),
} satisfies Record<Language, z.ZodString>);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/**
 * A notification of the notification center (spec section 3): `ncMessageId` identifies it, `isReaded` whether the
 * player has read it, `systemAlias` which system message it is (e.g. `deposit-complete`; null for authored ones),
 * `link` where it leads (a site path), title and text in every language.
 */
export const notificationSchema = z.object({
  ncMessageId: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  systemAlias: z.string().nullable(),
  title: localizedTextSchema,
  text: localizedTextSchema,
  link: z.string().nullable(),
  sound: z.enum(NOTIFICATION_SOUNDS),
  isReaded: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /rest/notifications/`: the player's notifications, newest first. */
export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(notificationSchema),
    total: z.number().int(),
    unread: z.number().int(),
  }),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** `GET /rest/notifications/unread-count/`: for the header bell. */
export const notificationsUnreadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ unread: z.number().int() }),
});
export type NotificationsUnreadResponse = z.infer<typeof notificationsUnreadResponseSchema>;

/** `POST /rest/notifications/read/` (spec section 7, notification read): ids of the player's own notifications. */
export const notificationsReadRequestSchema = z.object({
  ncMessageIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(100),
});
export type NotificationsReadRequest = z.infer<typeof notificationsReadRequestSchema>;

export const notificationsReadResponseSchema = z.object({ success: z.literal(true) });
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponseSchema>;
