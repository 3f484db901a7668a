import type { ContactType, Language } from '@casino/contracts';
import type { OutgoingMessage } from '../../messaging/index.ts';

/** What someone tried to do with a contact that is another player's. */
export type ContactAttempt = 'registration' | 'phone_change';

const TEXTS: Record<ContactAttempt, Record<Language, { subject: string; body: string }>> = {
  registration: {
    uk: {
      subject: 'Спроба реєстрації',
      body: 'Хтось намагався зареєструватися з вашим контактом. Якщо це були ви, увійдіть або відновіть пароль. Якщо ні, нічого робити не треба.',
    },
    ru: {
      subject: 'Попытка регистрации',
      body: 'Кто-то пытался зарегистрироваться с вашим контактом. Если это были вы, войдите или восстановите пароль. Если нет, ничего делать не нужно.',
    },
    en: {
      subject: 'A registration attempt',
      body: 'Someone tried to register with your contact. If it was you, log in or reset your password. If not, there is nothing to do.',
    },
  },
  phone_change: {
    uk: {
      subject: 'Спроба додати ваш номер',
      body: 'Хтось намагався додати ваш номер до іншого акаунта. Ваш акаунт не змінено. Якщо це були не ви, нічого робити не треба.',
    },
    ru: {
      subject: 'Попытка добавить ваш номер',
      body: 'Кто-то пытался добавить ваш номер к другому аккаунту. Ваш аккаунт не изменён. Если это были не вы, ничего делать не нужно.',
    },
    en: {
      subject: 'An attempt to add your number',
      body: 'Someone tried to add your number to another account. Your account is unchanged. If it was not you, there is nothing to do.',
    },
  },
};

/**
 * What the holder of a contact is told when someone else names it (a registration, a phone change): the answer to
 * that someone does not say the contact is taken (decision 018), so its owner learns of the attempt here.
 */
export function contactAttemptNotice(
  attempt: ContactAttempt,
  type: ContactType,
  contact: string,
  language: Language,
): OutgoingMessage {
  const texts = TEXTS[attempt][language];
  return type === 'email'
    ? { channel: 'email', recipient: contact, subject: texts.subject, body: texts.body }
    : { channel: 'sms', recipient: contact, body: texts.body };
}
